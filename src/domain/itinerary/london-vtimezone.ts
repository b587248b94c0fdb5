/**
 * The VTIMEZONE every file carries for its `TZID=Europe/London` times (RFC 5545 §3.6.5): the
 * UK's rule since 1996, summer time from 01:00 GMT on the last Sunday of March to 02:00 BST on
 * the last Sunday of October, as src/domain/calendar/calendar-day.ts reckons it.
 */
export const LONDON_TZID = 'Europe/London';

export const LONDON_VTIMEZONE: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${LONDON_TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];
