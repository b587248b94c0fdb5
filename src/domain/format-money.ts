let pounds: Intl.NumberFormat | undefined;

/**
 * £1,234.50 — money is GBP with a pound sign and two decimals. The formatter is built on first
 * use, not when the module loads: building it took tens of milliseconds on a phone-speed CPU,
 * in the header's chunk on every page, most of which format no money as they load (issue 19).
 */
export function formatMoney(amount: number): string {
  pounds ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return pounds.format(amount);
}

/** £123 — calendar prices are whole pounds, floored. */
export function formatWholePounds(amount: number): string {
  return `£${Math.floor(amount).toLocaleString('en-GB')}`;
}
