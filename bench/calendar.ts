// Times computing a year of daily calendar prices from the lake's cached records (the one stay
// rule the engine sells by, src/domain/stay/stay-quotes.ts, through the calendar's days,
// src/domain/calendar/calendar-days.ts, for a party of two) against the budget of 5 ms:
// the median of many runs on a year of the sandbox's own records. Prints the figure; exits 1
// only when the median is over FAIL_FACTOR times the budget, so a loaded CI machine does not
// fail the run on noise while a real regression still does.
//
//   npx tsx bench/calendar.ts
import { performance } from 'node:perf_hooks';
import * as v from 'valibot';
import { migrate } from '../sandbox/db/migrate';
import { openDatabase } from '../sandbox/db/open-database';
import { createRepos } from '../sandbox/db/repos';
import { seedDatabase } from '../sandbox/db/seed';
import { cachedCalendar } from '../sandbox/stay/cached-calendar';
import { BOOKING_VAULT } from '../src/domain/rates/booking-vault';
import { cachedRateNights } from '../src/domain/rates/cached-rate-nights';
import { addDays } from '../src/domain/calendar/calendar-day';
import { calendarDays } from '../src/domain/calendar/calendar-days';
import { isRateForSale } from '../src/domain/rates/rate-for-sale';
import type { CachedCalendarDay } from '../src/domain/calendar/stay-day';
import { VENUE_DEFAULTS } from '../src/domain/routes/venue-config';
import { CachedCalendarSchema } from '../src/schemas/stay-prices';

const BUDGET_MS = 5;
const FAIL_FACTOR = 4;
const RUNS = 301;
const WARM_UP = 30;

const db = openDatabase(':memory:');
migrate(db);
const repos = createRepos(db);
await seedDatabase(repos, Date.now());
const start = '2025-06-01';
const wire = JSON.stringify(
  cachedCalendar(
    repos.stayInventory,
    { venue: 'lake', start, end: addDays(start, 364), promo: '' },
    Date.now(),
  ),
);
db.close();
const records = v.parse(CachedCalendarSchema, JSON.parse(wire));
const sale = {
  venue: 'lake' as const,
  exclusions: VENUE_DEFAULTS.lake.exclusions,
  guests: 1,
  audiences: [],
  vault: BOOKING_VAULT,
};
const rates = records.reduce((n, day) => n + day.rates.length, 0);

/** Every day of the year as the calendar shows it to a party of two (price, limits, why not). */
function yearOfPrices(days: readonly CachedCalendarDay[]) {
  const nights = days.flatMap(cachedRateNights).filter((night) => isRateForSale(night, sale));
  const dayOf = calendarDays([{ state: 'ready', dates: days.map((d) => d.date), nights }], 2);
  return days.map((day) => dayOf(day.date));
}

function median(run: () => unknown): number {
  const times: number[] = [];
  let sink = 0;
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const t0 = performance.now();
    const result = run();
    const t1 = performance.now();
    sink += Array.isArray(result) ? result.length : 0;
    if (i >= WARM_UP) times.push(t1 - t0);
  }
  if (sink < 0) console.log(sink); // keep the work observable
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const rules = median(() => yearOfPrices(records));
const withParse = median(() => yearOfPrices(v.parse(CachedCalendarSchema, JSON.parse(wire))));

const ms = (n: number) => `${n.toFixed(2)} ms`;
console.log(
  `calendar: a year of daily prices (${records.length} days, ${rates} cached rate records), median of ${RUNS} runs`,
);
console.log(
  `  price rules only          ${ms(rules).padStart(9)}   budget ${ms(BUDGET_MS)}  ${rules <= BUDGET_MS ? 'ok' : 'MISSED'}`,
);
console.log(`  JSON + schema + rules     ${ms(withParse).padStart(9)}   (for information)`);
if (rules > BUDGET_MS * FAIL_FACTOR) {
  console.error(
    `\nOver ${FAIL_FACTOR}× the ${ms(BUDGET_MS)} budget: a real regression, not noise.`,
  );
  process.exit(1);
}
