import type { Response } from 'playwright-core';

/**
 * A price answer, named by what it priced: the cached calendar by the venue's first date in
 * the answer (the request body is not visible to the browser's tools), live calls by property
 * and start date. Null for anything else.
 */
export async function priceAnswer(response: Response): Promise<string | null> {
  if (response.status() !== 200) return null; // a 419 retried, say: not a second call
  const url = new URL(response.url());
  if (url.pathname === '/api/cached/calendar') {
    const days = (await response.json()) as { date: string }[];
    return `cached ${days[0]?.date}…${days.at(-1)?.date}`;
  }
  const live = /^\/api\/pms\/availability\/([^/]+)\/cheapest$/.exec(url.pathname);
  return live ? `live ${live[1]} ${url.searchParams.get('start_date')}` : null;
}
