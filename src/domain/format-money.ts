const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** £1,234.50 — money is GBP with a pound sign and two decimals. */
export function formatMoney(amount: number): string {
  return pounds.format(amount);
}

/** £123 — calendar prices are whole pounds, floored. */
export function formatWholePounds(amount: number): string {
  return `£${Math.floor(amount).toLocaleString('en-GB')}`;
}
