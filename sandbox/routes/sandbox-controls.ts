import { Hono } from 'hono';
import * as v from 'valibot';
import { CART_CATEGORIES, CartAnswerSchema } from '../../src/schemas/cart';
import { cartAnswer } from '../cart/cart-answer';
import { sampleItem } from '../cart/sample-items';
import { SYSTEM_STATES } from '../db/settings-repo';
import { issuedGiftCard } from '../gift-cards/issued-gift-card';
import { armFinaliseFailure } from '../checkout/post-payment-parts';
import { giftCardExpiry } from '../../src/domain/gift-cards/gift-card-validity';
import { formSettings } from '../forms/form-settings';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { readBody } from '../http/validation';
import { ensureSession, expireSession, touchSession } from '../sessions/session-lifecycle';
import { toolPagePolicy } from '../http/page-policy';
import { SANDBOX_PAGE_SCRIPT, sandboxPage } from './sandbox-page';

const SystemStateRequestSchema = v.object({ state: v.picklist(SYSTEM_STATES) });
/** Which sample line to add: a room unless another category is asked for. */
const SampleRequestSchema = v.optional(
  v.object({ category: v.optional(v.picklist(CART_CATEGORIES), 'Hotel') }),
  { category: 'Hotel' as const },
);

/** A gift card to redeem: its balance in pence, its last day (24 months on unless told). */
const GiftCardRequestSchema = v.object({
  balanceMinor: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 10_000),
  expiresOn: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
});

/** Which application's PostPayment part fails at finalise (null: none), for tests. */
const FinaliseFailureSchema = v.object({ app: v.nullable(v.picklist(['PMS', 'SPA'])) });

/** Switches for demos and tests: system state, a sample cart line, session expiry. */
export const sandboxControlRoutes = new Hono<AppEnv>()
  .get('/sandbox', (c) => {
    const { settings } = c.var.deps.repos;
    const forms = formSettings(settings);
    // Its one inline script is approved by the hash of the script in the code.
    c.header(
      'Content-Security-Policy',
      toolPagePolicy({ knownInlineScripts: [SANDBOX_PAGE_SCRIPT] }),
    );
    return c.html(
      sandboxPage(settings.systemState(), { failing: forms.failing(), botScore: forms.botScore() }),
    );
  })
  .get('/sandbox/api/system-state', (c) =>
    c.json({ state: c.var.deps.repos.settings.systemState() }),
  )
  .post('/sandbox/api/system-state', async (c) => {
    const body = await readBody(c, SystemStateRequestSchema);
    if (!body.ok) return body.response;
    c.var.deps.repos.settings.setSystemState(body.data.state);
    return c.json({ state: body.data.state });
  })
  .post('/sandbox/api/cart/sample', async (c) => {
    const body = await readBody(c, SampleRequestSchema);
    if (!body.ok) return body.response;
    const { repos, nowMs } = c.var.deps;
    const session = ensureSession(c);
    repos.folios.addItem(
      session.web_folio_id,
      sampleItem(body.data.category, c.var.today),
      nowMs(),
    );
    touchSession(c);
    return answer(c, CartAnswerSchema, cartAnswer(repos, session.web_folio_id));
  })
  .post('/sandbox/api/gift-cards/issue', async (c) => {
    const body = await readBody(c, GiftCardRequestSchema);
    if (!body.ok) return body.response;
    const { repos, nowMs } = c.var.deps;
    const expiresOn = body.data.expiresOn ?? giftCardExpiry(c.var.today);
    const code = issuedGiftCard(repos, {
      balanceMinor: body.data.balanceMinor,
      expiresOn,
      now: nowMs(),
    });
    return c.json({ code, expiresOn });
  })
  .post('/sandbox/api/finalise-failure', async (c) => {
    const body = await readBody(c, FinaliseFailureSchema);
    if (!body.ok) return body.response;
    armFinaliseFailure(c.var.deps.repos, body.data.app ?? null);
    return c.json({ app: body.data.app });
  })
  .post('/sandbox/api/session/expire', (c) => c.json({ expired: expireSession(c) }));
