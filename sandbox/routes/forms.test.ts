import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { FORM_ENDPOINTS, FORM_KINDS, type FormKind } from '../../src/schemas/forms/endpoints';
import { FormAnswerSchema } from '../../src/schemas/forms/envelope';
import type { MailboxView } from '../forms/mailbox-view';
import { DEFAULT_THROTTLE } from '../forms/form-settings';
import { botToken, sendForm, VALID_BODIES } from '../testing/form-posts';
import { createVisitor, useTestSandbox, type Visitor } from '../testing/test-sandbox';
import { BOT_CHECK_FAILED } from './forms';

const clock = { ms: Date.parse('2026-03-10T12:00:00Z') };
const sandbox = useTestSandbox({ now: '2026-03-10', nowMs: () => clock.ms });

let admin: Visitor;

async function mailbox(): Promise<MailboxView> {
  return (await (await admin.get('/sandbox/api/mailbox')).json()) as MailboxView;
}

beforeEach(async () => {
  clock.ms += 24 * 60 * 60 * 1000;
  admin = createVisitor(sandbox.current);
  await admin.post('/sandbox/api/mailbox/clear');
  await admin.post('/sandbox/api/forms/failing', { failing: false });
  await admin.post('/sandbox/api/recaptcha/score', { score: 0.9 });
  await admin.post('/sandbox/api/forms/throttle', DEFAULT_THROTTLE);
});

/** One way each form can be wrong, and where the 422 says it is. */
const INVALID: Record<FormKind, { change: Record<string, unknown>; path: string }> = {
  contact: { change: { email: 'ada@' }, path: 'formData.email' },
  booking: { change: { arrive: '2026-03-09' }, path: 'formData.arrive' },
  competition: { change: { first_name: '' }, path: 'formData.first_name' },
  subscribe: { change: { surname: ' ' }, path: 'formData.surname' },
  multiSubscribe: {
    change: { machrieConsent: 'false', lakeConsent: 'false' },
    path: 'formData.lakeConsent',
  },
  siteVisit: { change: { preferred_visit: '' }, path: 'formData.preferred_visit' },
  combinedStay: { change: { rooms: '6' }, path: 'formData.rooms' },
};

describe.each(FORM_KINDS)('POST %s form', (kind) => {
  const path = FORM_ENDPOINTS[kind].path;

  it(`stores a valid post and answers its reference (${path})`, async () => {
    const guest = createVisitor(sandbox.current);
    const response = await sendForm(guest, kind, VALID_BODIES[kind]);
    expect(response.status).toBe(200);
    const answer = v.parse(FormAnswerSchema, await response.json());
    const { submissions } = await mailbox();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({
      reference: answer.reference,
      kind,
      path,
      recaptchaScore: 0.9,
      client: '127.0.0.1',
    });
    const sent = VALID_BODIES[kind].formData as Record<string, unknown>;
    expect(submissions[0]?.formData.email).toBe(sent.email);
  });

  it('refuses an invalid post with 422 and the field, keeps nothing, leaves the token unused', async () => {
    const guest = createVisitor(sandbox.current);
    const token = await botToken(guest, FORM_ENDPOINTS[kind].action);
    const body = VALID_BODIES[kind];
    const bad = {
      ...body,
      formData: { ...(body.formData as object), ...INVALID[kind].change },
    };
    const response = await sendForm(guest, kind, bad, token);
    expect(response.status).toBe(422);
    const json = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(json.issues.map((i) => i.path)).toEqual([INVALID[kind].path]);
    expect(json.issues[0]?.message).toMatch(/^[A-Z][a-z ].+/);
    expect(await mailbox()).toMatchObject({ submissions: [], members: [] });
    // The token was not spent on a refused body: the corrected post goes through with it.
    expect((await sendForm(guest, kind, body, token)).status).toBe(200);
  });

  it('refuses a token made for another form', async () => {
    const guest = createVisitor(sandbox.current);
    const other = FORM_KINDS.find((k) => k !== kind) ?? 'contact';
    const token = await botToken(guest, FORM_ENDPOINTS[other].action);
    const response = await sendForm(guest, kind, VALID_BODIES[kind], token);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      reason: 'wrong-action',
      issues: [{ path: 'recaptcha', message: BOT_CHECK_FAILED }],
    });
    expect((await mailbox()).submissions).toHaveLength(0);
  });
});

describe('the bot check', () => {
  const kind = 'contact';
  const body = VALID_BODIES.contact;

  it('accepts each token once: the same token again is refused', async () => {
    const guest = createVisitor(sandbox.current);
    const token = await botToken(guest, FORM_ENDPOINTS[kind].action);
    expect((await sendForm(guest, kind, body, token)).status).toBe(200);
    const again = await sendForm(guest, kind, body, token);
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ reason: 'reused-or-expired' });
    expect((await mailbox()).submissions).toHaveLength(1);
  });

  it('refuses a token it never issued, and a missing one', async () => {
    const guest = createVisitor(sandbox.current);
    const forged = await sendForm(guest, kind, body, 'sandbox.not-a-real-token');
    expect(forged.status).toBe(422);
    expect(await forged.json()).toMatchObject({ reason: 'invalid' });
    const missing = await guest.post(FORM_ENDPOINTS.contact.path, body);
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({
      issues: [{ path: 'recaptcha', message: 'The bot check is missing' }],
    });
    expect((await mailbox()).submissions).toHaveLength(0);
  });

  it('refuses a low score (per token, or for everyone from the control)', async () => {
    const guest = createVisitor(sandbox.current);
    const low = await botToken(guest, FORM_ENDPOINTS[kind].action, { score: 0.3 });
    const refused = await sendForm(guest, kind, body, low);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ reason: 'low-score' });

    await admin.post('/sandbox/api/recaptcha/score', { score: 0.1 });
    expect(await (await sendForm(guest, kind, body)).json()).toMatchObject({
      reason: 'low-score',
    });
    const borderline = await botToken(guest, FORM_ENDPOINTS[kind].action, { score: 0.5 });
    expect((await sendForm(guest, kind, body, borderline)).status).toBe(200);
  });

  it('refuses a token older than two minutes', async () => {
    const guest = createVisitor(sandbox.current);
    const token = await botToken(guest, FORM_ENDPOINTS[kind].action);
    clock.ms += 2 * 60 * 1000 + 1;
    const late = await sendForm(guest, kind, body, token);
    expect(await late.json()).toMatchObject({ reason: 'reused-or-expired' });
  });
});

describe('the throttle', () => {
  it('answers 429 with Retry-After once a client made too many posts, counting refused ones', async () => {
    await admin.post('/sandbox/api/forms/throttle', { max: 3, windowSeconds: 60 });
    const guest = createVisitor(sandbox.current);
    const other = createVisitor(sandbox.current);
    expect((await sendForm(guest, 'contact', VALID_BODIES.contact)).status).toBe(200);
    clock.ms += 10_000;
    expect((await guest.post(FORM_ENDPOINTS.contact.path, { formData: {} })).status).toBe(422);
    expect((await sendForm(other, 'subscribe', VALID_BODIES.subscribe)).status).toBe(200);

    const blocked = await sendForm(guest, 'contact', VALID_BODIES.contact);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('50');
    expect(await blocked.json()).toEqual({ message: 'Too Many Attempts.' });
    expect((await mailbox()).submissions).toHaveLength(2);

    clock.ms += 30_000;
    expect(
      (await sendForm(guest, 'booking', VALID_BODIES.booking)).headers.get('Retry-After'),
    ).toBe('20');
    clock.ms += 20_000;
    expect((await sendForm(guest, 'contact', VALID_BODIES.contact)).status).toBe(200);
  });

  it('starts afresh from the control', async () => {
    await admin.post('/sandbox/api/forms/throttle', { max: 1, windowSeconds: 600 });
    const guest = createVisitor(sandbox.current);
    expect((await sendForm(guest, 'contact', VALID_BODIES.contact)).status).toBe(200);
    expect((await sendForm(guest, 'contact', VALID_BODIES.contact)).status).toBe(429);
    await admin.post('/sandbox/api/forms/throttle');
    expect((await sendForm(guest, 'contact', VALID_BODIES.contact)).status).toBe(200);
    // the control page's button sends {}
    const reset = await admin.post('/sandbox/api/forms/throttle', {});
    expect(await reset.json()).toMatchObject({ throttle: { max: 1, windowSeconds: 600 } });
    expect((await sendForm(guest, 'contact', VALID_BODIES.contact)).status).toBe(200);
  });

  it('refuses a nonsense limit', async () => {
    const response = await admin.post('/sandbox/api/forms/throttle', { max: 0, windowSeconds: 1 });
    expect(response.status).toBe(422);
    const partial = await admin.post('/sandbox/api/forms/throttle', { max: 5 });
    expect(partial.status).toBe(422);
    expect(await (await admin.get('/sandbox/api/forms')).json()).toMatchObject({
      throttle: DEFAULT_THROTTLE,
    });
  });
});

describe('the failure switch', () => {
  it('makes every form endpoint fail with 500, keeping nothing, until switched back', async () => {
    const on = await admin.post('/sandbox/api/forms/failing', { failing: true });
    expect(await on.json()).toMatchObject({ failing: true });
    const guest = createVisitor(sandbox.current);
    const token = await botToken(guest, FORM_ENDPOINTS.contact.action);
    for (const kind of FORM_KINDS) {
      const response = await sendForm(guest, kind, VALID_BODIES[kind]);
      expect(response.status).toBe(500);
    }
    expect((await sendForm(guest, 'contact', VALID_BODIES.contact, token)).status).toBe(500);
    expect(await mailbox()).toMatchObject({ submissions: [], members: [] });

    await admin.post('/sandbox/api/forms/failing', { failing: false });
    // Sending again works, and exactly one submission arrives.
    expect((await sendForm(guest, 'contact', VALID_BODIES.contact, token)).status).toBe(200);
    expect((await mailbox()).submissions).toHaveLength(1);
  });

  it('shows on the control page with its buttons', async () => {
    await admin.post('/sandbox/api/forms/failing', { failing: true });
    const html = await (await admin.get('/sandbox')).text();
    expect(html).toContain('failing (500)');
    for (const action of ['forms-fail', 'forms-ok', 'bots', 'people', 'throttle-reset']) {
      expect(html).toContain(`<button type="button" data-action="${action}">`);
    }
    expect(html).toContain('href="/sandbox/mailbox"');
  });
});

describe('the Mailchimp stand-in', () => {
  const subscribe = (list: string, email: string, firstName = 'Ada') => ({
    formData: { firstName, surname: 'Lovelace', email, list },
  });

  it('adds a member by email, and updates rather than duplicates them', async () => {
    const guest = createVisitor(sandbox.current);
    const first = await sendForm(guest, 'subscribe', subscribe('lake', 'ada@example.com'));
    expect(await first.json()).toMatchObject({
      subscriptions: [{ list: 'lake', status: 'subscribed' }],
    });
    await sendForm(guest, 'subscribe', subscribe('lake', 'ADA@Example.com', 'Augusta'));
    const { members, submissions } = await mailbox();
    expect(submissions).toHaveLength(2);
    expect(members).toEqual([
      expect.objectContaining({
        list: 'lake',
        email: 'ADA@Example.com',
        firstName: 'Augusta',
        status: 'subscribed',
      }),
    ]);
  });

  it('leaves a double opt-in member pending until they confirm, and pending on a repeat', async () => {
    const guest = createVisitor(sandbox.current);
    const answer = await sendForm(guest, 'subscribe', subscribe('machrie', 'ada@example.com'));
    expect(await answer.json()).toMatchObject({
      subscriptions: [{ list: 'machrie', status: 'pending' }],
    });
    await sendForm(guest, 'subscribe', subscribe('machrie', 'ada@example.com'));
    expect((await mailbox()).members).toEqual([
      expect.objectContaining({ list: 'machrie', status: 'pending' }),
    ]);
    const confirm = await admin.post('/sandbox/api/mailchimp/confirm', {
      list: 'machrie',
      email: 'Ada@example.com',
    });
    expect(await confirm.json()).toEqual({ confirmed: true });
    await sendForm(guest, 'subscribe', subscribe('machrie', 'ada@example.com'));
    expect((await mailbox()).members).toEqual([
      expect.objectContaining({ list: 'machrie', status: 'subscribed' }),
    ]);
  });

  it('joins the lists the two-list modal ticks', async () => {
    const guest = createVisitor(sandbox.current);
    const body = {
      formData: {
        ...(VALID_BODIES.multiSubscribe.formData as object),
        machrieConsent: 'false',
      },
    };
    const answer = await sendForm(guest, 'multiSubscribe', body);
    expect(await answer.json()).toMatchObject({
      subscriptions: [{ list: 'lake', status: 'subscribed' }],
    });
    await sendForm(guest, 'multiSubscribe', VALID_BODIES.multiSubscribe);
    const members = (await mailbox()).members.map((m) => `${m.list}:${m.status}`).sort();
    expect(members).toEqual(['lake:subscribed', 'machrie:pending']);
  });

  it("adds a competition's entrants to its list with tags, and to the newsletters they chose", async () => {
    const guest = createVisitor(sandbox.current);
    const body = VALID_BODIES.competition;
    const entry = {
      ...body,
      formData: { ...(body.formData as object), lakeConsent: 'true' },
    };
    await sendForm(guest, 'competition', entry);
    const { members, submissions } = await mailbox();
    expect(members.map((m) => m.list).sort()).toEqual(['competitions', 'lake']);
    expect(members.find((m) => m.list === 'competitions')?.tags).toEqual([
      'Spring draw',
      'competition:spring-2026',
    ]);
    expect(submissions[0]?.mailchimp).toEqual(body.mailchimp);
    expect(submissions[0]?.formData.partner_consent).toEqual(['Islay Ales']);
  });

  it("opts a contact in to their location's newsletter only when they said yes", async () => {
    const guest = createVisitor(sandbox.current);
    await sendForm(guest, 'contact', VALID_BODIES.contact);
    expect((await mailbox()).members).toEqual([]);
    const yes = {
      formData: { ...(VALID_BODIES.contact.formData as object), consent: 'true', loc: 'inn' },
    };
    await sendForm(guest, 'contact', yes);
    expect((await mailbox()).members).toEqual([
      expect.objectContaining({ list: 'inn', status: 'subscribed' }),
    ]);
  });

  it('refuses an unknown list with 422 and keeps nothing', async () => {
    const guest = createVisitor(sandbox.current);
    const response = await sendForm(guest, 'subscribe', subscribe('nope', 'ada@example.com'));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      issues: [{ path: 'formData.list', message: 'This is not a mailing list we know' }],
    });
    expect(await mailbox()).toMatchObject({ submissions: [], members: [] });
  });
});

describe('the mailbox', () => {
  it('lists what arrived on an HTML page, escaping everything the guest typed', async () => {
    const guest = createVisitor(sandbox.current);
    const body = {
      formData: {
        ...(VALID_BODIES.contact.formData as object),
        firstName: '<img src=x onerror=alert(1)>',
        message: '<script>alert("hi")</script> & "quotes"',
      },
    };
    const answer = v.parse(FormAnswerSchema, await (await sendForm(guest, 'contact', body)).json());
    await sendForm(guest, 'subscribe', {
      formData: { firstName: '<b>Bo</b>', surname: 'B', email: 'bo@example.com', list: 'lake' },
    });
    const response = await admin.get('/sandbox/mailbox');
    const html = await response.text();
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(html).toContain(answer.reference);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;',
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;Bo&lt;/b&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>Bo');
    expect(html).toContain('Submissions (2)');
    expect(html).toContain('bo@example.com');
  });

  it('starts afresh on clear', async () => {
    const guest = createVisitor(sandbox.current);
    await sendForm(guest, 'subscribe', VALID_BODIES.subscribe);
    const cleared = await (await admin.post('/sandbox/api/mailbox/clear')).json();
    expect(cleared).toMatchObject({ submissions: [], members: [] });
    expect((await mailbox()).lists.map((l) => l.id)).toEqual([
      'competitions',
      'inn',
      'lake',
      'machrie',
    ]);
  });
});
