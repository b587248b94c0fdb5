import { formatDate, formatTime } from '../format/format-date';

/** A stay in one line: "12 March, 2027 – 14 March, 2027 · 2 nights". */
export function stayWhenText(arrival: string, departure: string, nights: number): string {
  const stay = `${formatDate(arrival)} – ${formatDate(departure)}`;
  return nights > 0 ? `${stay} · ${nights} ${nights === 1 ? 'night' : 'nights'}` : stay;
}

/**
 * A treatment, session or table in one line, from its start (`YYYY-MM-DDTHH:mm`, hotel time):
 * "13 March, 2027 at 10:00 · 90 minutes" (its length only when known).
 */
export function startWhenText(start: string, minutes?: number | null): string {
  const at = `${formatDate(start)} at ${formatTime(start.slice(11))}`;
  return minutes ? `${at} · ${minutes} minutes` : at;
}
