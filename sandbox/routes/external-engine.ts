import { Hono } from 'hono';
import { isIsoDay } from '../../src/domain/calendar/calendar-day';
import { formatDate } from '../../src/domain/format/format-date';
import { nightsBetween } from '../../src/domain/stay/nights-between';
import { VENUE_DEFAULTS } from '../../src/domain/routes/venue-config';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/not-found';

/**
 * Where the stand-in lives: the external engine's default address of every venue
 * (src/domain/routes/venue-config.ts), a path on the sandbox's own origin.
 */
export const EXTERNAL_ENGINE_PATH = VENUE_DEFAULTS.lake.externalEngine.baseUrl;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface EngineVisit {
  app: string;
  offers: string;
  tenant: string;
  property: string;
  arrival: string;
  departure: string;
}

function enginePage(visit: EngineVisit): string {
  const nights = nightsBetween(visit.arrival, visit.departure);
  const rows: [string, string][] = [
    ['Application', visit.app],
    ['Offers', visit.offers],
    ['Tenant', visit.tenant],
    ['Property', visit.property],
    ['Arrival', formatDate(visit.arrival)],
    ['Departure', formatDate(visit.departure)],
    ['Nights', String(nights)],
  ];
  const list = rows
    .map(
      ([k, v]) =>
        `<dt>${escapeHtml(k)}</dt><dd data-field="${k.toLowerCase()}">${escapeHtml(v)}</dd>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>External booking engine (sandbox stand-in)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
</style>
</head>
<body>
<main>
  <h1>External booking engine</h1>
  <p>This sandbox page stands in for the hotel group's external booking engine, so that a
  stay search handed off from a calendar ends somewhere real. It shows what it was asked for.</p>
  <dl>${list}</dl>
  <nav aria-label="Demo pages"><a href="/">Demo pages</a> · <a href="/the-lake/">The Lake</a> ·
  <a href="/seaside/">Seaside</a></nav>
</main>
</body>
</html>
`;
}

/** `GET {external engine}/{app}/{offers}/{tenant}/{property}/{arrival}/{departure}`. */
export const externalEngineRoutes = new Hono<AppEnv>().get(
  `${EXTERNAL_ENGINE_PATH}/:app/:offers/:tenant/:property/:arrival/:departure`,
  (c) => {
    const visit = c.req.param() as unknown as EngineVisit;
    const datesOk =
      isIsoDay(visit.arrival) && isIsoDay(visit.departure) && visit.departure > visit.arrival;
    if (!datesOk) return notFound(c);
    return c.html(enginePage(visit));
  },
);
