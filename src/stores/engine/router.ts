import { type Router, createRouter } from '@nanostores/router';
import { bookingRoutePatterns } from '../../domain/routes/booking-route-patterns';

type EngineRouter = Router<Record<string, string>>;
const routers = new Map<string, EngineRouter>();

/** The base without trailing slashes; "" for the site root. */
export const normaliseBase = (base: string) => base.trim().replace(/\/+$/, '');

/**
 * The booking engine's router over the browser's history (booking-engine.md §2), one per
 * base. Links are not taken from the whole page: the engine follows the links in its own
 * shadow root (and the header's, which ask first), nothing else on the page.
 */
export function engineRouter(base: string): EngineRouter {
  const key = normaliseBase(base);
  let router = routers.get(key);
  if (!router) {
    router = createRouter(bookingRoutePatterns(key), { links: false }) as unknown as EngineRouter;
    routers.set(key, router);
  }
  return router;
}

/** Open a path under the base (`/cart`, `/login-register?redirect=checkout`). */
export function openEnginePath(base: string, path: string, replace = false): void {
  engineRouter(base).open(`${normaliseBase(base)}${path}` || '/', replace);
}

/** Whether an address of this page belongs to the engine (so the engine routes it itself). */
export function isEnginePath(base: string, pathname: string): boolean {
  const root = normaliseBase(base);
  return root === '' || pathname === root || pathname.startsWith(`${root}/`);
}
