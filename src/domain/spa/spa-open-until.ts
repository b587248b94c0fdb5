/**
 * The last day spa treatments can be booked online (booking-engine.md §9); later days are
 * "available shortly".
 */
export const SPA_OPEN_UNTIL = '2026-01-12';
export const SPA_LOCATION = '103';
export const SPA_GENDER = 'X';
export const SPA_VERSION = 2;

/** Whether a day can be booked: from today up to SPA_OPEN_UNTIL. */
export const isSpaBookableDay = (day: string, today: string, openUntil = SPA_OPEN_UNTIL) =>
  day >= today && day <= openUntil;
