import { Hono } from 'hono';
import * as v from 'valibot';
import { BotScoreSchema, formSettings, ThrottleLimitSchema } from '../forms/form-settings';
import { mailboxView } from '../forms/mailbox-view';
import type { AppEnv } from '../http/app-env';
import { readBody } from '../http/validation';
import { confirmMember } from '../mailchimp/mailchimp-standin';
import type { Repos } from '../db/repos';
import { mailboxPage } from './mailbox-page';

const FailingRequestSchema = v.object({ failing: v.boolean() });
/** A new limit, or nothing (no body or `{}`, as the control page sends) to only reset. */
const ThrottleRequestSchema = v.optional(v.union([ThrottleLimitSchema, v.strictObject({})]));
const ScoreRequestSchema = v.object({ score: BotScoreSchema });
const ConfirmRequestSchema = v.object({
  list: v.pipe(v.string(), v.nonEmpty()),
  email: v.pipe(v.string(), v.nonEmpty()),
});

function formsState(repos: Repos) {
  const settings = formSettings(repos.settings);
  return {
    failing: settings.failing(),
    throttle: settings.throttle(),
    botScore: settings.botScore(),
  };
}

/**
 * The mailbox (HTML and JSON) and the form switches for demos and tests: make the form
 * endpoints fail, change the throttle, change the score of new bot-check tokens, confirm a
 * pending list member, start the mailbox afresh.
 */
export const formControlRoutes = new Hono<AppEnv>()
  .get('/sandbox/mailbox', (c) => c.html(mailboxPage(mailboxView(c.var.deps.repos))))
  .get('/sandbox/api/mailbox', (c) => c.json(mailboxView(c.var.deps.repos)))
  .post('/sandbox/api/mailbox/clear', (c) => {
    const { repos } = c.var.deps;
    repos.formSubmissions.clear();
    repos.mailchimp.clearMembers();
    repos.formThrottle.clear();
    return c.json(mailboxView(repos));
  })
  .post('/sandbox/api/mailchimp/confirm', async (c) => {
    const body = await readBody(c, ConfirmRequestSchema);
    if (!body.ok) return body.response;
    const { repos, nowMs } = c.var.deps;
    return c.json({ confirmed: confirmMember(repos, body.data.list, body.data.email, nowMs()) });
  })
  .get('/sandbox/api/forms', (c) => c.json(formsState(c.var.deps.repos)))
  .post('/sandbox/api/forms/failing', async (c) => {
    const body = await readBody(c, FailingRequestSchema);
    if (!body.ok) return body.response;
    formSettings(c.var.deps.repos.settings).setFailing(body.data.failing);
    return c.json(formsState(c.var.deps.repos));
  })
  .post('/sandbox/api/forms/throttle', async (c) => {
    const body = await readBody(c, ThrottleRequestSchema);
    if (!body.ok) return body.response;
    const { repos } = c.var.deps;
    if (body.data && 'max' in body.data) formSettings(repos.settings).setThrottle(body.data);
    repos.formThrottle.clear();
    return c.json(formsState(repos));
  })
  .post('/sandbox/api/recaptcha/score', async (c) => {
    const body = await readBody(c, ScoreRequestSchema);
    if (!body.ok) return body.response;
    formSettings(c.var.deps.repos.settings).setBotScore(body.data.score);
    return c.json(formsState(c.var.deps.repos));
  });
