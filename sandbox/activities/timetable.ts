import { addDays } from '../../src/domain/calendar/calendar-day';
import { mondayIndex } from '../../src/domain/calendar/monday-index';
import type { ClassItemRow } from '../db/classes-repo';
import { CLOSED_MONTH_DAYS } from '../db/seed-classes';

export interface ClassVariant {
  id: string;
  name: string;
  category: string;
  price: number;
}

/** One generated session of a class on a day. */
export interface ClassSession {
  spaClassId: string;
  item: ClassItemRow;
  day: string;
  /** `YYYY-MM-DDTHH:mm:00`, hotel time. */
  start: string;
  end: string;
  variants: ClassVariant[];
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A session's SpaClassId: its day, its class's template number and its start's index, as
 * digits (`2026120104 01`: the second time of class 4 on 1 December 2026), so any id names
 * one session of the generated timetable without storing it.
 */
export const spaClassIdOf = (day: string, templateNo: number, timeIndex: number) =>
  `${day.replaceAll('-', '')}${pad2(templateNo)}${pad2(timeIndex)}`;

function parseSpaClassId(id: string) {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(id);
  if (!match) return null;
  const [, y, m, d, templateNo, timeIndex] = match;
  return { day: `${y}-${m}-${d}`, templateNo: Number(templateNo), timeIndex: Number(timeIndex) };
}

/**
 * How far ahead the published timetable goes, in days (the spa diary's year, as a PMS's):
 * a session further out, though its weekday and season match, is not on sale.
 */
export const TIMETABLE_DAYS = 366;

/** True when the day is in the published timetable: not after today + TIMETABLE_DAYS. */
export function inTimetable(day: string, today: string): boolean {
  return day <= addDays(today, TIMETABLE_DAYS);
}

/** The ice skating season, every year: 17 November to 10 January. */
const inSkatingSeason = (day: string) => {
  const monthDay = day.slice(5);
  return monthDay >= '11-17' || monthDay <= '01-10';
};

const parsed = new WeakMap<ClassItemRow, { times: string[]; variants: ClassVariant[] }>();

/** A class's start times and variants, parsed once per catalogue row. */
function partsOf(item: ClassItemRow) {
  let parts = parsed.get(item);
  if (!parts) {
    parts = {
      times: JSON.parse(item.times_json) as string[],
      variants: JSON.parse(item.variants_json) as ClassVariant[],
    };
    parsed.set(item, parts);
  }
  return parts;
}

/** Whether a class runs on a day: its weekdays and season, and not on a closed day. */
export function runsOn(item: ClassItemRow, day: string): boolean {
  if (CLOSED_MONTH_DAYS.includes(day.slice(5))) return false;
  if (item.weekdays[mondayIndex(day)] !== 'Y') return false;
  return item.season === 'year' || inSkatingSeason(day);
}

function endOf(start: string, minutes: number): string {
  const [hours = 0, mins = 0] = start.slice(11, 16).split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  const day = addDays(start.slice(0, 10), Math.floor(total / 1440));
  return `${day}T${pad2(Math.floor((total % 1440) / 60))}:${pad2(total % 60)}:00`;
}

function sessionOf(item: ClassItemRow, day: string, timeIndex: number): ClassSession | null {
  const { times, variants } = partsOf(item);
  const time = times[timeIndex];
  if (time === undefined) return null;
  const start = `${day}T${time}:00`;
  return {
    spaClassId: spaClassIdOf(day, item.template_no, timeIndex),
    item,
    day,
    start,
    end: endOf(start, item.minutes),
    variants,
  };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The sessions of a day at a location, in time order. */
export function sessionsOn(
  catalogue: readonly ClassItemRow[],
  day: string,
  location: string,
): ClassSession[] {
  return catalogue
    .filter((item) => item.location === location && runsOn(item, day))
    .flatMap((item) => partsOf(item).times.map((_, index) => sessionOf(item, day, index)))
    .filter((session): session is ClassSession => session !== null)
    .sort((a, b) => byText(a.start, b.start) || byText(a.spaClassId, b.spaClassId));
}

/** The session an id names, when the timetable has it. */
export function sessionById(
  catalogue: readonly ClassItemRow[],
  spaClassId: string,
): ClassSession | null {
  const parsed = parseSpaClassId(spaClassId);
  if (!parsed) return null;
  const item = catalogue.find((row) => row.template_no === parsed.templateNo);
  if (!item || !runsOn(item, parsed.day)) return null;
  return sessionOf(item, parsed.day, parsed.timeIndex);
}
