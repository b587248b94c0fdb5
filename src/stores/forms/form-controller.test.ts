// @vitest-environment happy-dom
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { FormController, type FormOptions } from './form-controller';

const Schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required')),
  email: v.pipe(v.string(), v.nonEmpty('Email is required'), v.email('Not an email')),
  loc: v.literal('lake'),
});
const DEFAULTS = { name: '', email: '' };
type Values = typeof DEFAULTS;

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function controller(options: Partial<FormOptions<Values, typeof Schema>> = {}) {
  const sent: { payload: unknown; token: string }[] = [];
  const form = new FormController<Values, typeof Schema>({
    defaults: DEFAULTS,
    schema: () => Schema,
    toInput: (values) => ({ ...values, loc: 'lake' }),
    draftKey: 'test:form',
    botCheck: async () => `token-${sent.length + 1}`,
    send: async (payload, token) => {
      sent.push({ payload, token });
    },
    ...options,
  });
  return { form, sent };
}

const fill = (form: { set: FormController<Values>['set'] }) => {
  form.set('name', ' Ada ');
  form.set('email', 'ada@example.com');
};

beforeEach(() => sessionStorage.clear());

describe('FormController', () => {
  it('refuses an invalid form with a message per field and sends nothing', async () => {
    const { form, sent } = controller();
    await form.submit();
    expect(form.get().errors).toEqual({ name: 'Name is required', email: 'Email is required' });
    expect(form.get().refused).toBe(1);
    expect(form.get().state.status).toBe('editing');
    expect(sent).toEqual([]);
  });

  it('clears a message once its field is fixed, and keeps the others', async () => {
    const { form } = controller();
    await form.submit();
    form.set('name', 'Ada');
    expect(form.get().errors).toEqual({ email: 'Email is required' });
    form.set('email', 'nope');
    expect(form.get().errors).toEqual({ email: 'Not an email' });
  });

  it('sends the schema output with a fresh token, then shows sent, resets and clears the draft', async () => {
    const seen: unknown[] = [];
    const { form, sent } = controller({ onSent: (payload) => seen.push(payload) });
    fill(form);
    expect(sessionStorage.getItem('ik-draft:test:form')).toContain('ada@example.com');
    await form.submit();
    expect(sent).toEqual([
      { payload: { name: 'Ada', email: 'ada@example.com', loc: 'lake' }, token: 'token-1' },
    ]);
    expect(seen).toEqual([{ name: 'Ada', email: 'ada@example.com', loc: 'lake' }]);
    expect(form.get().state.status).toBe('sent');
    expect(form.get().values).toEqual(DEFAULTS);
    expect(sessionStorage.getItem('ik-draft:test:form')).toBe(null);
    form.reset();
    expect(form.get().state.status).toBe('editing');
  });

  it('sends once however often submit is pressed while sending', async () => {
    const pending = deferred();
    let calls = 0;
    const { form } = controller({
      send: () => {
        calls += 1;
        return pending.promise;
      },
    });
    fill(form);
    const first = form.submit();
    await Promise.resolve();
    expect(form.get().state.status).toBe('submitting');
    void form.submit();
    void form.submit();
    pending.resolve({});
    await first;
    expect(calls).toBe(1);
    expect(form.get().state.status).toBe('sent');
  });

  it('keeps every value after a failure, says what went wrong, and sends again', async () => {
    let fail = true;
    const failures: unknown[] = [];
    const { form, sent } = controller({
      send: async (payload, token) => {
        if (fail) throw new ApiError('network', { url: '/system/contact-form' });
        sent.push({ payload, token });
      },
      onFailed: (error) => failures.push(error),
    });
    fill(form);
    await form.submit();
    expect(form.get().state).toEqual({
      status: 'editing',
      failure: 'We could not reach the hotel. Please check your connection and try again.',
      waitUntil: null,
    });
    expect(form.get().values).toEqual({ name: ' Ada ', email: 'ada@example.com' });
    expect(sessionStorage.getItem('ik-draft:test:form')).toContain('ada@example.com');
    expect(failures).toHaveLength(1);
    fail = false;
    await form.submit();
    expect(sent).toHaveLength(1);
    expect(form.get().state.status).toBe('sent');
  });

  it('after a 429 says how long to wait and sends nothing until then', async () => {
    let now = 1_000_000;
    let attempts = 0;
    const { form } = controller({
      now: () => now,
      send: async () => {
        attempts += 1;
        if (attempts === 1)
          throw new ApiError('rate-limited', { url: '/x', status: 429, retryAfterSeconds: 30 });
      },
    });
    fill(form);
    await form.submit();
    expect(form.get().state.failure).toBe(
      'Too many attempts. Please wait 30 seconds, then send again.',
    );
    now += 10_000;
    await form.submit();
    expect(attempts).toBe(1);
    expect(form.get().state.failure).toBe(
      'Too many attempts. Please wait 20 seconds, then send again.',
    );
    now += 20_000;
    await form.submit();
    expect(attempts).toBe(2);
    expect(form.get().state.status).toBe('sent');
  });

  it('says so in plain words when the bot check cannot run, and sends nothing', async () => {
    const { form, sent } = controller({
      botCheck: () => Promise.reject(new Error('bot check unavailable: timed out')),
    });
    fill(form);
    await form.submit();
    expect(form.get().state.failure).toBe(
      'We could not run our spam check. Please check your connection, then send again.',
    );
    expect(sent).toEqual([]);
  });

  it('restores a draft after a reload, ignoring values of the wrong type', () => {
    sessionStorage.setItem(
      'ik-draft:test:form',
      JSON.stringify({ name: 'Grace', email: 42, extra: 'x' }),
    );
    const { form } = controller();
    expect(form.get().values).toEqual({ name: 'Grace', email: '' });
    const { form: noDraft } = controller({ draftKey: undefined });
    expect(noDraft.get().values).toEqual(DEFAULTS);
  });

  it('tells once about the first interaction', () => {
    let count = 0;
    const { form } = controller({ onFirstInteraction: () => (count += 1) });
    form.interact();
    form.interact();
    expect(count).toBe(1);
  });
});

describe('a post refused by the bot check (issue 22)', () => {
  it('says so with the given words, once, and marks the failure final: no retry', async () => {
    const refusal = new ApiError('http', {
      url: '/contact',
      status: 422,
      issues: ['recaptcha: We could not confirm that you are not a robot.'],
    });
    const { form } = controller({
      send: async () => {
        throw refusal;
      },
      botRefusedText: () => 'Refused: call 01632 960100.',
    });
    fill(form);
    await form.submit();
    expect(form.get().state).toEqual({
      status: 'editing',
      failure: 'Refused: call 01632 960100.',
      waitUntil: null,
      final: true,
    });
  });

  it('keeps another 422 an ordinary, retryable failure', async () => {
    const { form } = controller({
      send: async () => {
        throw new ApiError('http', { url: '/contact', status: 422, issues: ['formData.email: x'] });
      },
    });
    fill(form);
    await form.submit();
    expect(form.get().state.final).toBeUndefined();
    expect(form.get().state.failure).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
  });
});
