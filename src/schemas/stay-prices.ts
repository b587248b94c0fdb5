import * as v from 'valibot';
import { isIsoDay } from '../domain/calendar/calendar-day';
import type { CachedCalendarDay, LiveRate } from '../domain/calendar/stay-day';
import { VENUES } from '../domain/routes/venue-config';

const IsoDay = v.pipe(
  v.string(),
  v.check((day: string) => isIsoDay(day), 'not a calendar date (YYYY-MM-DD)'),
);
/**
 * ResortSuite sends dates as `YYYY-MM-DD` or with a time (`2026-01-05T00:00:00`). Answers are
 * checked for the form only (thousands of dates a month); requests for real calendar dates.
 */
const WireDay = v.pipe(
  v.string(),
  v.transform((s) => s.slice(0, 10)),
  v.isoDate(),
);
/** Numbers may come as JSON numbers or as decimal strings ("145.00"). */
const WireNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.decimal())]),
  v.transform(Number),
  v.finite(),
);
const WireCount = v.pipe(WireNumber, v.integer(), v.minValue(0));
/** Room and rate codes, which some systems send as numbers. */
const WireCode = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const Length = v.pipe(
  v.optional(v.nullable(WireCount), 0),
  v.transform((n) => n ?? 0),
);

/** One rate of a cached calendar day (public-site.md §3 "cached rate record"). */
export const CachedRateSchema = v.object({
  RoomType: WireCode,
  RateType: WireCode,
  NumRoomsAvail: WireCount,
  /** Seven flags Monday to Sunday, as one string ("YYYYYNN") or a list. */
  AvailMonSun: v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((flags) => (Array.isArray(flags) ? flags.join('') : flags)),
  ),
  MaxOccupancy: WireCount,
  DoubleRate: WireNumber,
  MinLength: Length,
  MaxLength: Length,
  BeginDate: WireDay,
  ExpireDate: WireDay,
});

/** The answer of `POST /api/cached/calendar`: one entry per date. */
export const CachedCalendarSchema = v.array(
  v.object({ date: WireDay, rooms: WireCount, rates: v.array(CachedRateSchema) }),
);

/** The longest span one price request may cover, in days. */
export const MAX_PRICE_SPAN_DAYS = 400;

function spanOk(start: string, end: string): boolean {
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  return days >= 0 && days <= MAX_PRICE_SPAN_DAYS;
}
const SPAN_MESSAGE = `end must be on or after start, at most ${MAX_PRICE_SPAN_DAYS} days later`;

/** The body of `POST /api/cached/calendar`. */
export const CachedCalendarRequestSchema = v.pipe(
  v.object({
    venue: v.picklist(VENUES),
    start: IsoDay,
    end: IsoDay,
    promo: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
  }),
  v.forward(
    v.check((b) => spanOk(b.start, b.end), SPAN_MESSAGE),
    ['end'],
  ),
);
export type CachedCalendarRequest = v.InferOutput<typeof CachedCalendarRequestSchema>;

/** One entry of the live pricing service's `cheapest_rates`. */
export const LiveRateSchema = v.object({
  date: WireDay,
  rate: WireNumber,
  room_type: WireCode,
  offer: v.optional(v.nullable(WireCode), null),
  available: WireCount,
  closed: v.optional(v.boolean(), false),
  /** Beyond the specification (the sandbox sends them): the plan's rate type and limits. */
  rate_type: v.optional(WireCode),
  min_length: v.optional(WireCount),
  max_length: v.optional(WireCount),
  max_occupancy: v.optional(WireCount),
});

/** The answer of `GET {pmsApi}/api/pms/availability/{property}/cheapest`. */
export const CheapestRatesSchema = v.object({ cheapest_rates: v.array(LiveRateSchema) });

/** The query of the live pricing service: `start_date`, `end_date`, `offer` (see offerQuery). */
export const CheapestRatesQuerySchema = v.pipe(
  v.object({
    start_date: IsoDay,
    end_date: IsoDay,
    offer: v.optional(v.pipe(v.string(), v.maxLength(400)), ''),
  }),
  v.forward(
    v.check((q) => spanOk(q.start_date, q.end_date), SPAN_MESSAGE),
    ['end_date'],
  ),
);

// The schemas' outputs are what the price rules take.
export type CachedCalendar = v.InferOutput<typeof CachedCalendarSchema>;
const _cachedFits: (day: CachedCalendar[number]) => CachedCalendarDay = (day) => day;
const _liveFits: (entry: v.InferOutput<typeof LiveRateSchema>) => LiveRate = (entry) => entry;
