import type { Context } from 'hono';
import { Hono } from 'hono';
import { FORM_ENDPOINTS, FORM_KINDS, type FormKind } from '../../src/schemas/forms/endpoints';
import { type FormAnswer, FormAnswerSchema } from '../../src/schemas/forms/envelope';
import { formPostSchemas } from '../../src/schemas/forms/post-schemas';
import { clientAddress } from '../forms/client-address';
import { formSettings } from '../forms/form-settings';
import { type AnyValidPost, subscriptionsOf } from '../forms/subscriptions';
import { throttle } from '../lib/throttle';
import { answer } from '../http/answer';
import type { AppEnv } from '../http/app-env';
import { invalidDataResponse, readBody } from '../http/validation';
import { upsertMember } from '../mailchimp/mailchimp-standin';
import { checkBotToken } from '../recaptcha/recaptcha-standin';

/** What a guest reads when the bot check refuses a post (422, path `recaptcha`). */
export const BOT_CHECK_FAILED =
  'We could not confirm that you are not a robot. Please try sending again.';

async function receive(c: Context<AppEnv>, kind: FormKind): Promise<Response> {
  const { repos, nowMs } = c.var.deps;
  const settings = formSettings(repos.settings);
  // The failure switch comes first: a failing server keeps nothing and counts nothing.
  if (settings.failing()) return c.json({ message: 'Server error.' }, 500);

  const client = clientAddress(c);
  const allowed = throttle(repos.formThrottle, client, settings.throttle(), nowMs());
  if (!allowed.ok) {
    c.header('Retry-After', String(allowed.retryAfterSeconds));
    return c.json({ message: 'Too Many Attempts.' }, 429);
  }

  const body = await readBody(c, formPostSchemas({ today: c.var.today })[kind]);
  if (!body.ok) return body.response;
  const sent = { kind, post: body.data } as AnyValidPost;
  const subscriptions = subscriptionsOf(sent);
  const unknownLists = subscriptions.filter((s) => !repos.mailchimp.list(s.list));
  if (unknownLists.length) {
    return invalidDataResponse(
      c,
      unknownLists.map((s) => ({ path: s.path, message: 'This is not a mailing list we know' })),
    );
  }

  const bot = checkBotToken(repos, body.data.recaptcha, FORM_ENDPOINTS[kind].action, nowMs());
  if (!bot.ok) {
    return c.json(
      {
        message: 'The bot check failed.',
        reason: bot.reason,
        issues: [{ path: 'recaptcha', message: BOT_CHECK_FAILED }],
      },
      422,
    );
  }

  const now = nowMs();
  const { formData } = body.data;
  const mailchimp = 'mailchimp' in body.data ? body.data.mailchimp : undefined;
  const stored = repos.formSubmissions.transaction(() => {
    const row = repos.formSubmissions.add(
      {
        kind,
        path: FORM_ENDPOINTS[kind].path,
        formData,
        mailchimp,
        recaptchaScore: bot.score,
        client,
      },
      now,
    );
    const memberships: FormAnswer['subscriptions'] = [];
    for (const s of subscriptions) {
      const upserted = upsertMember(repos, s.list, s.member, now);
      if (upserted.ok) memberships.push({ list: s.list, status: upserted.status });
    }
    return { reference: row.reference, memberships };
  });
  return answer(c, FormAnswerSchema, {
    success: true,
    reference: stored.reference,
    subscriptions: stored.memberships,
  });
}

/** The seven form endpoints of public-site.md §7. */
export const formRoutes = new Hono<AppEnv>();
for (const kind of FORM_KINDS) {
  formRoutes.post(FORM_ENDPOINTS[kind].path, (c) => receive(c, kind));
}
