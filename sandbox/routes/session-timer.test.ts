import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SystemAnswerSchema, UpdateSessionAnswerSchema } from '../../src/schemas/system';
import { loginBody } from '../testing/checkout-helpers';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const MINUTE = 60_000;
let now = Date.UTC(2026, 0, 10, 12, 0, 0);
const sandbox = useTestSandbox({ nowMs: () => now });

async function remainingMinutes(visitor: ReturnType<typeof createVisitor>, path = '/rs/system') {
  const answer = v.parse(SystemAnswerSchema, await (await visitor.get(path)).json());
  return answer.WebFolioRemainingTimeoutMinutes;
}

describe('the 19-minute session timer', () => {
  it('is not reset by reading the system state or the cart', async () => {
    const visitor = createVisitor(sandbox.current);
    expect(await remainingMinutes(visitor)).toBe(19);
    now += 5 * MINUTE + 1000;
    await visitor.get('/rs/get-webfolios');
    expect(await remainingMinutes(visitor)).toBe(14);
  });

  it('is reset by update-session and by any successful unsafe /rs request', async () => {
    const visitor = createVisitor(sandbox.current);
    await remainingMinutes(visitor);
    now += 10 * MINUTE;
    await visitor.post('/rs/update-session', {});
    expect(await remainingMinutes(visitor)).toBe(19);
    now += 10 * MINUTE;
    await visitor.post('/rs/login', await loginBody(visitor, 'nobody@innkit.test', 'x'));
    expect(await remainingMinutes(visitor)).toBe(19);
  });

  it('is not reset by a refused (422) request', async () => {
    const visitor = createVisitor(sandbox.current);
    await remainingMinutes(visitor);
    now += 10 * MINUTE;
    const response = await visitor.post('/rs/login', { EmailAddress: 'not an email' });
    expect(response.status).toBe(422);
    expect(await remainingMinutes(visitor)).toBe(9);
  });

  it('ends the session after 19 idle minutes', async () => {
    const visitor = createVisitor(sandbox.current);
    const first = v.parse(SystemAnswerSchema, await (await visitor.get('/rs/system')).json());
    now += 19 * MINUTE;
    const second = v.parse(SystemAnswerSchema, await (await visitor.get('/rs/system')).json());
    expect(second.Session.SessionId).not.toBe(first.Session.SessionId);
    expect(second.WebFolioRemainingTimeoutMinutes).toBe(19);
  });
});

describe('the countdown and the absolute lifetime (issue 17)', () => {
  let clock = Date.UTC(2026, 0, 10, 12, 0, 0);
  const lived = useTestSandbox({ nowMs: () => clock, sessionLifetimeMs: 30 * MINUTE });

  it('never promises more minutes than the lifetime has left, however active the guest', async () => {
    const visitor = createVisitor(lived.current);
    const first = v.parse(SystemAnswerSchema, await (await visitor.get('/rs/system')).json());
    expect(first.WebFolioRemainingTimeoutMinutes).toBe(19);
    expect(first.SessionLifetimeRemainingMinutes).toBe(30);
    clock += 18 * MINUTE;
    const kept = v.parse(
      UpdateSessionAnswerSchema,
      await (await visitor.post('/rs/update-session', {})).json(),
    );
    // Kept alive for 19 minutes of idling, but the session ends 12 minutes from now.
    expect(kept).toMatchObject({
      WebFolioRemainingTimeoutMinutes: 12,
      SessionLifetimeRemainingMinutes: 12,
    });
    const system = v.parse(SystemAnswerSchema, await (await visitor.get('/rs/system')).json());
    expect(system.WebFolioRemainingTimeoutMinutes).toBe(12);
  });
});
