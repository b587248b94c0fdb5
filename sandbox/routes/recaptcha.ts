import { Hono } from 'hono';
import * as v from 'valibot';
import { formSettings } from '../forms/form-settings';
import type { AppEnv } from '../http/app-env';
import { readBody } from '../http/validation';
import { RECAPTCHA_SCRIPT } from '../recaptcha/recaptcha-script';
import { isKnownSiteKey, issueToken, siteVerify } from '../recaptcha/recaptcha-standin';

const TokenRequestSchema = v.object({
  siteKey: v.pipe(v.string(), v.maxLength(200)),
  action: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_/]{1,100}$/, 'Invalid action')),
  /** Sandbox only: the score this token carries (else the control page's setting). */
  score: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
});

/** Reads `siteverify`'s form-encoded (as Google takes it) or JSON body. */
async function verifyInput(request: Request): Promise<{ secret?: string; response?: string }> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const json = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    return {
      secret: typeof json.secret === 'string' ? json.secret : undefined,
      response: typeof json.response === 'string' ? json.response : undefined,
    };
  }
  const form = new URLSearchParams(await request.text());
  return { secret: form.get('secret') ?? undefined, response: form.get('response') ?? undefined };
}

/** The reCAPTCHA v3 stand-in: its script, its token source and its `siteverify`. */
export const recaptchaRoutes = new Hono<AppEnv>()
  .get('/sandbox/recaptcha/api.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(RECAPTCHA_SCRIPT);
  })
  .post('/sandbox/recaptcha/token', async (c) => {
    const body = await readBody(c, TokenRequestSchema);
    if (!body.ok) return body.response;
    const { siteKey, action, score } = body.data;
    if (!isKnownSiteKey(siteKey)) return c.json({ message: `Invalid site key: ${siteKey}` }, 400);
    const { repos, nowMs } = c.var.deps;
    const token = issueToken(
      repos,
      {
        siteKey,
        action,
        score: score ?? formSettings(repos.settings).botScore(),
        hostname: new URL(c.req.url).hostname,
      },
      nowMs(),
    );
    return c.json({ token });
  })
  .post('/sandbox/recaptcha/siteverify', async (c) => {
    const { repos, nowMs } = c.var.deps;
    return c.json(siteVerify(repos, await verifyInput(c.req.raw), nowMs()));
  });
