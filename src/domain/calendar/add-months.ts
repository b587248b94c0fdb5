/** The month (`YYYY-MM`) `count` months after (or before, if negative) the given one. */
export function addMonths(month: string, count: number): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNo - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
