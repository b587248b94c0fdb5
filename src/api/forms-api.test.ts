import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, londonDate } from '../domain/calendar/calendar-day';
import { FORM_ENDPOINTS } from '../schemas/forms/endpoints';
import { type ApiSandbox, apiErrorOf, startApiSandbox } from '../testing/api-sandbox';
import { postCombinedStayForm, postContactForm, postForm, postSubscribe } from './forms-api';
import { configureHttp } from './http';

let sb: ApiSandbox;

beforeEach(async () => {
  sb = await startApiSandbox();
  configureHttp(sb.http);
});

afterEach(async () => {
  configureHttp();
  await sb.close();
});

/** A token from the sandbox's reCAPTCHA stand-in (not recorded as one of our requests). */
const token = async (action: string) =>
  (
    (await sb.control('/sandbox/recaptcha/token', {
      siteKey: 'innkit-sandbox-site-key',
      action,
    })) as { token: string }
  ).token;

const contact = {
  firstName: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  telephone: '07700 900123',
  message: 'Hello',
  consent: 'false' as const,
  loc: 'lake' as const,
};

describe('forms-api', () => {
  it('posts the form with its token to its endpoint and answers the reference', async () => {
    const answer = await postContactForm({
      formData: contact,
      recaptcha: await token(FORM_ENDPOINTS.contact.action),
    });
    expect(answer).toEqual({
      success: true,
      reference: expect.stringMatching(/^IK-/),
      subscriptions: [],
    });
    expect(sb.requests()).toEqual(['POST /system/contact-form']);
    expect(sb.seen[0]?.headers.get('X-XSRF-TOKEN')).toBe(sb.jar.get('XSRF-TOKEN'));
    expect(sb.sandbox.repos.formSubmissions.recent()).toHaveLength(1);
  });

  it('answers the list memberships of a sign-up', async () => {
    const answer = await postSubscribe({
      formData: { firstName: 'Ada', surname: 'L', email: 'ada@example.com', list: 'machrie' },
      recaptcha: await token(FORM_ENDPOINTS.subscribe.action),
    });
    expect(answer.subscriptions).toEqual([{ list: 'machrie', status: 'pending' }]);
  });

  it('sends the combined-stay enquiry to /system/machrie-links-form', async () => {
    const day = addDays(londonDate(new Date()), 30);
    const answer = await postCombinedStayForm({
      formData: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '07700 900123',
        email: 'ada@example.com',
        machrie_date: day,
        ballycastle_date: addDays(day, 2),
        ferry_date: addDays(day, 1),
        rooms: '2',
      },
      recaptcha: await token(FORM_ENDPOINTS.combinedStay.action),
    });
    expect(answer.success).toBe(true);
    expect(sb.requests()).toEqual(['POST /system/machrie-links-form']);
  });

  it("surfaces a 422's problems on the ApiError as path: message", async () => {
    const error = await apiErrorOf(
      postForm('contact', {
        formData: { ...contact, email: 'ada@' },
        recaptcha: await token(FORM_ENDPOINTS.contact.action),
      }),
    );
    expect(error.kind).toBe('http');
    expect(error.detail.status).toBe(422);
    expect(error.detail.issues).toEqual(['formData.email: Please enter a valid email address']);
  });

  it('reports a refused bot check as a 422 on recaptcha', async () => {
    const error = await apiErrorOf(
      postContactForm({ formData: contact, recaptcha: await token('booking_form') }),
    );
    expect(error.detail.status).toBe(422);
    expect(error.detail.issues).toEqual([
      expect.stringMatching(/^recaptcha: We could not confirm/),
    ]);
  });

  it('reports the throttle as rate-limited with the seconds to wait', async () => {
    await sb.control('/sandbox/api/forms/throttle', { max: 1, windowSeconds: 90 });
    await postContactForm({ formData: contact, recaptcha: await token('contact_form') });
    const error = await apiErrorOf(
      postContactForm({ formData: contact, recaptcha: await token('contact_form') }),
    );
    expect(error.kind).toBe('rate-limited');
    expect(error.detail.status).toBe(429);
    // 90 seconds from the first post, less however long this test has taken since
    expect(error.detail.retryAfterSeconds).toBeGreaterThan(60);
    expect(error.detail.retryAfterSeconds).toBeLessThanOrEqual(90);
  });

  it('reports the failure switch as an http error, and nothing is kept', async () => {
    await sb.control('/sandbox/api/forms/failing', { failing: true });
    const error = await apiErrorOf(
      postContactForm({ formData: contact, recaptcha: await token('contact_form') }),
    );
    expect(error.kind).toBe('http');
    expect(error.detail.status).toBe(500);
    expect(error.detail.issues).toBeUndefined();
    expect(sb.sandbox.repos.formSubmissions.recent()).toHaveLength(0);
  });
});
