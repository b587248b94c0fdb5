/** "1234567.50" → "1,234,567.50": the whole pounds' digits grouped in threes, as en-GB does. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * £1,234.50 — money is GBP with a pound sign and two decimals, as
 * `Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })` writes it (the unit
 * test compares the two), without building that formatter: building it took about 60 ms on
 * Lighthouse's phone, in the task that draws the booking engine's first screen (issue 19).
 * Pence are rounded half away from zero from the amount's shortest decimal (15 significant
 * digits take away the float's noise: 1.005 is 100.5 pence, so £1.01), as Intl rounds. Unlike
 * Intl, minus zero is £0.00, and what no price is (NaN, Infinity) is written as JavaScript
 * writes it.
 */
export function formatMoney(amount: number): string {
  const pounds = Math.round(+(Math.abs(amount) * 100).toPrecision(15)) / 100;
  return `${amount < 0 ? '-' : ''}£${grouped(pounds.toFixed(2))}`;
}

/** £123 — calendar prices are whole pounds, floored. */
export function formatWholePounds(amount: number): string {
  return `£${grouped(String(Math.floor(amount)))}`;
}
