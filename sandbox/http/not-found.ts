import type { Context } from 'hono';
import { NOT_FOUND_PAGE } from '../static/not-found-page';

const API_PATH = /^\/(rs|log|system|sandbox\/api)(\/|$)/;

/** 404: JSON for API addresses, a small HTML page for everything else. */
export function notFound(c: Context): Response {
  return API_PATH.test(c.req.path)
    ? c.json({ message: 'Not found.' }, 404)
    : c.html(NOT_FOUND_PAGE, 404);
}
