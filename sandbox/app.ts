import { Hono } from 'hono';
import { tempAccountRoutes } from './activities/temp-account-routes';
import type { AppDeps } from './app-deps';
import type { AppEnv } from './http/app-env';
import { clock } from './http/clock';
import { compressAnswers } from './http/compress-answers';
import { limitBodySize } from './http/limit-body-size';
import { BUNDLE_PATH, refuseSourceMaps } from './http/refuse-source-maps';
import { notFound } from './http/not-found';
import { provideDeps } from './http/provide-deps';
import { securityHeaders } from './http/security-headers';
import { serverError } from './http/server-error';
import { loadSession, touchAfterSuccessfulUnsafeRequest } from './http/session-middleware';
import { issueXsrfCookie, requireXsrfToken } from './http/xsrf';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { externalEngineRoutes } from './routes/external-engine';
import { checkoutRoutes } from './routes/checkout';
import { requestRoutes } from './routes/request';
import { roomPictureRoutes } from './routes/room-pictures';
import { OFFLINE_REFUSED_PATHS, refuseWhenOffline } from './request/offline-guard';
import { formControlRoutes } from './routes/form-controls';
import { formRoutes } from './routes/forms';
import { logRoutes } from './routes/log';
import { recaptchaRoutes } from './routes/recaptcha';
import { sandboxControlRoutes } from './routes/sandbox-controls';
import { staticRoutes } from './routes/static';
import { stayBookingRoutes } from './routes/stay-booking';
import { stayPriceRoutes } from './routes/stay-prices';
import { systemRoutes } from './routes/system';
import { balanceRoutes } from './balance/balance-routes';

/** Address prefixes of the API: unsafe requests there need the XSRF header. */
export const API_PREFIXES = ['/rs', '/log', '/system', '/sandbox/api', '/api'] as const;

/** Addresses whose handlers read or change the visitor's session. */
const SESSION_PATHS = ['/rs/*', '/log/*', '/sandbox/*', '/logout'] as const;

/** The whole sandbox back end as one Hono app (no server, no database opening). */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders, issueXsrfCookie, provideDeps(deps), clock);
  for (const prefix of API_PREFIXES) {
    app.use(`${prefix}/*`, compressAnswers, requireXsrfToken, limitBodySize);
  }
  app.use('/sandbox/recaptcha/*', limitBodySize);
  app.use('/logout', limitBodySize);
  app.use(`${BUNDLE_PATH}*`, refuseSourceMaps);
  for (const path of SESSION_PATHS) app.use(path, loadSession);
  app.use('/rs/*', touchAfterSuccessfulUnsafeRequest);
  // While the system is not ONLINE, nothing is booked (issue 17 item 5).
  for (const path of OFFLINE_REFUSED_PATHS) app.use(path, refuseWhenOffline);

  app.route('/', systemRoutes);
  app.route('/', authRoutes);
  app.route('/', cartRoutes);
  app.route('/', requestRoutes);
  app.route('/', tempAccountRoutes);
  app.route('/', checkoutRoutes);
  app.route('/', accountRoutes);
  app.route('/', logRoutes);
  app.route('/', formRoutes);
  app.route('/', recaptchaRoutes);
  app.route('/', formControlRoutes);
  app.route('/', sandboxControlRoutes);
  app.route('/', balanceRoutes);
  app.route('/', stayPriceRoutes);
  app.route('/', stayBookingRoutes);
  app.route('/', externalEngineRoutes);
  app.route('/', roomPictureRoutes);
  app.route('/', staticRoutes);

  app.notFound(notFound);
  app.onError(serverError);
  return app;
}
