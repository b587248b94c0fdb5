/**
 * The weeks of a month (`YYYY-MM`), Monday first, as `YYYY-MM-DD` days with null outside the
 * month. Always six weeks, so that every month is the same height and nothing on the page
 * moves when the guest turns a page.
 */
export function monthGrid(month: string): (string | null)[][] {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNo - 1, 1));
  const days = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const weeks: (string | null)[][] = [];
  for (let w = 0; w < 6; w++) {
    const week: (string | null)[] = [];
    for (let d = 0; d < 7; d++) {
      const n = w * 7 + d - lead + 1;
      week.push(n >= 1 && n <= days ? `${month}-${String(n).padStart(2, '0')}` : null);
    }
    weeks.push(week);
  }
  return weeks;
}
