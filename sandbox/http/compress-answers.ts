import { compress } from 'hono/compress';

/**
 * Compresses the API's JSON answers of 1 kB or more with gzip when the request accepts it, as
 * the real back end's web server does: a month of the stay calendar's cheapest prices is about
 * 63 kB of JSON and 3 kB gzipped, and three of them came before the calendar could draw
 * (issue 19: Lighthouse counted 0.6 s of the stay search's LCP on them).
 */
export const compressAnswers = compress({
  encoding: 'gzip',
  contentTypeFilter: /^application\/json/i,
});
