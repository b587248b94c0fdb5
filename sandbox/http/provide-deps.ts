import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from './app-env';

/** Makes the app's dependencies available as `c.var.deps`. */
export function provideDeps(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
}
