/** "1234567" → "1,234,567": a whole number's digits grouped in threes, as en-GB writes them. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * `amount`'s size (not its sign) to two decimals, rounded as Intl rounds: the shortest decimal
 * that names the number (`String`), half away from zero (0.015 → "0.02", though the binary
 * number is a little under 0.015). Null for what `String` writes with an exponent.
 */
function twoDecimals(amount: number): [whole: string, pence: string] | null {
  const text = String(Math.abs(amount));
  if (text.includes('e')) return Math.abs(amount) < 1 ? ['0', '00'] : null;
  const [whole = '0', fraction = ''] = text.split('.');
  const digits =
    BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction[2]! >= '5' ? 1n : 0n);
  const all = digits.toString().padStart(3, '0');
  return [all.slice(0, -2), all.slice(-2)];
}

let pounds: Intl.NumberFormat | undefined;

/**
 * £1,234.50 — money is GBP with a pound sign and two decimals, as `Intl.NumberFormat('en-GB',
 * { style: 'currency', currency: 'GBP' })` writes it (the unit test compares the two), without
 * building that formatter: building it took about 60 ms on Lighthouse's phone, in the task
 * that draws the booking engine's first screen (issue 19). Intl is left for what no price is
 * (not a number, infinite, 10^21 or more).
 */
export function formatMoney(amount: number): string {
  const parts = Number.isFinite(amount) ? twoDecimals(amount) : null;
  if (!parts) {
    pounds ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    return pounds.format(amount);
  }
  const minus = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${minus}£${grouped(parts[0])}.${parts[1]}`;
}

/** £123 — calendar prices are whole pounds, floored. */
export function formatWholePounds(amount: number): string {
  return `£${grouped(String(Math.floor(amount)))}`;
}
