import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FORM_ENDPOINTS } from '../../src/schemas/forms/endpoints';
import { SANDBOX_SECRET, SANDBOX_SITE_KEY } from '../recaptcha/recaptcha-standin';
import { botToken, sendForm, VALID_BODIES } from '../testing/form-posts';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const sandbox = useTestSandbox({ now: '2026-03-10' });

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Runs the served api.js as a page would, with the visitor's fetch. */
async function loadScript(visitor: ReturnType<typeof createVisitor>) {
  const response = await visitor.get('/sandbox/recaptcha/api.js?render=x');
  const source = await response.text();
  const window: { grecaptcha?: Grecaptcha } = {};
  const src = `${sandbox.current.url}/sandbox/recaptcha/api.js?render=${SANDBOX_SITE_KEY}`;
  runInNewContext(source, {
    window,
    document: { currentScript: { src } },
    location: { href: `${sandbox.current.url}/the-lake/` },
    fetch: (input: string, init: RequestInit) => visitor.jar.fetch(input, init),
    URL,
    JSON,
    String,
    Error,
    setTimeout,
  });
  return { response, source, grecaptcha: window.grecaptcha! };
}

describe('the reCAPTCHA stand-in script', () => {
  it('is served as JavaScript and defines grecaptcha.ready and execute', async () => {
    const { response, grecaptcha } = await loadScript(createVisitor(sandbox.current));
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    const ready = await new Promise<boolean>((resolve) => grecaptcha.ready(() => resolve(true)));
    expect(ready).toBe(true);
  });

  it('execute gets a token from beside the script that a form post accepts once', async () => {
    const visitor = createVisitor(sandbox.current);
    const { grecaptcha } = await loadScript(visitor);
    const token = await grecaptcha.execute(SANDBOX_SITE_KEY, {
      action: FORM_ENDPOINTS.contact.action,
    });
    expect(token).toMatch(/^sandbox\./);
    expect((await sendForm(visitor, 'contact', VALID_BODIES.contact, token)).status).toBe(200);
    expect((await sendForm(visitor, 'contact', VALID_BODIES.contact, token)).status).toBe(422);
  });

  it('execute rejects for a site key it does not know, like Google', async () => {
    const { grecaptcha } = await loadScript(createVisitor(sandbox.current));
    await expect(grecaptcha.execute('someone-elses-key', { action: 'x' })).rejects.toThrow(/400/);
  });
});

describe('POST /sandbox/recaptcha/siteverify', () => {
  const verify = (body: Record<string, string>) =>
    createVisitor(sandbox.current)
      .post('/sandbox/recaptcha/siteverify', new URLSearchParams(body).toString(), {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
      .then((r) => r.json());

  it("answers like Google's: score, action, hostname, once only", async () => {
    const token = await botToken(createVisitor(sandbox.current), 'subscribe', { score: 0.7 });
    expect(await verify({ secret: SANDBOX_SECRET, response: token })).toEqual({
      success: true,
      score: 0.7,
      action: 'subscribe',
      challenge_ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      hostname: '127.0.0.1',
    });
    expect(await verify({ secret: SANDBOX_SECRET, response: token })).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('refuses a wrong or missing secret and an unknown or missing token', async () => {
    const token = await botToken(createVisitor(sandbox.current), 'subscribe');
    expect(await verify({ secret: 'guess', response: token })).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
    expect(await verify({})).toEqual({
      success: false,
      'error-codes': ['missing-input-secret', 'missing-input-response'],
    });
    expect(await verify({ secret: SANDBOX_SECRET, response: 'forged' })).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    // the refused attempts did not use the token up
    expect(await verify({ secret: SANDBOX_SECRET, response: token })).toMatchObject({
      success: true,
    });
  });

  it('refuses a token request with a bad action (422) or an unknown site key (400)', async () => {
    const visitor = createVisitor(sandbox.current);
    const badAction = await visitor.post('/sandbox/recaptcha/token', {
      siteKey: SANDBOX_SITE_KEY,
      action: 'no spaces!',
    });
    expect(badAction.status).toBe(422);
    const badKey = await visitor.post('/sandbox/recaptcha/token', { siteKey: '', action: 'a' });
    expect(badKey.status).toBe(400);
  });
});
