import * as v from 'valibot';
import { DailySpaClassesSchema } from '../../src/schemas/activities';
import type { ClassItemRow } from '../db/classes-repo';
import { spaClassOf } from './class-answers';
import { sessionsOn } from './timetable';

type SpaClassInput = ReturnType<typeof spaClassOf>;

const MAX_DAYS_KEPT = 4000;
interface Listing {
  readonly classes: readonly SpaClassInput[];
  /** `classes` as JSON, sent as it is on the (most) days where nobody here took a place. */
  readonly json: string;
}
const listings = new WeakMap<readonly ClassItemRow[], Map<string, Listing>>();

/**
 * A day's sessions at a location as FetchSpaClasses lists them before this sandbox's own
 * bookings (AvailSlots: the places the house left). Generated and checked against the
 * answer's schema once per catalogue, location and day, then kept: FetchSpaClasses for a
 * 42-day window stays within its 50 ms p95 budget with 20 clients (bench/activities.ts).
 */
export function dayListing(
  catalogue: readonly ClassItemRow[],
  day: string,
  location: string,
): Listing {
  let byDay = listings.get(catalogue);
  if (!byDay) listings.set(catalogue, (byDay = new Map()));
  const key = `${location}|${day}`;
  let listing = byDay.get(key);
  if (!listing) {
    const classes = Object.freeze(
      sessionsOn(catalogue, day, location).map((s) => spaClassOf(s, 0)),
    );
    // The same check `answer` makes, once: only AvailSlots changes per request after this.
    v.parse(DailySpaClassesSchema, { Date: day, SpaClass: classes });
    listing = { classes, json: JSON.stringify(classes) };
    if (byDay.size >= MAX_DAYS_KEPT) byDay.clear();
    byDay.set(key, listing);
  }
  return listing;
}

/**
 * A day of the FetchSpaClasses answer as JSON: the listing with the places this sandbox's
 * guests hold or booked taken off (never below 0), or the listing as it is when none were.
 */
export function dayJson(day: string, listing: Listing, taken: ReadonlyMap<string, number>): string {
  const touched = listing.classes.some((cls) => taken.has(String(cls.SpaClassId)));
  const classes = touched
    ? JSON.stringify(
        listing.classes.map((cls) => {
          const held = taken.get(String(cls.SpaClassId)) ?? 0;
          return held ? { ...cls, AvailSlots: Math.max(0, cls.AvailSlots - held) } : cls;
        }),
      )
    : listing.json;
  return `{"Date":${JSON.stringify(day)},"SpaClass":${classes}}`;
}
