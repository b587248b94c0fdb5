import { describe, expect } from 'vitest';
import { HIDDEN_CHARACTERS_TEXT } from '../../src/domain/forms/hidden-characters';
import type { RunningSandbox } from '../../sandbox/start-sandbox';
import { registration } from '../../sandbox/testing/checkout-helpers';
import { NO_GIFT_CARD_FOR_GIFT_CARDS } from '../../sandbox/gift-cards/redeem-methods';
import { type Visitor, createVisitor } from '../../sandbox/testing/test-sandbox';
import { attack } from './harness';
import { json, newGuest, rsCall, visitorFrom } from './support';

type Sandbox = { readonly current: RunningSandbox };

const HIDDEN: [string, string][] = [
  ['a NUL', 'Gr\u0000ace'],
  ['a line break', 'Grace\r\nBcc: x'],
  ['a lone high surrogate', 'Grace\uD800'],
  ['a lone low surrogate', '\uDC00Grace'],
  ['a right-to-left override', 'Grace\u202Egpj.exe'],
  ['a right-to-left isolate', 'Grace\u2067evil\u2069'],
  ['a tab', 'Gr\tace'],
];

const PATHS = [
  '/rs/system',
  '/sandbox/api/system-state',
  '/the-lake/book',
  '/the-lake/book/checkout',
  '/api/cached/calendar?venue=lake&start=2026-03-01&months=1',
  '/no-such-page',
];

/** The informational items of issue 34, as decided: hidden characters, https cookies. */
export function informationalCases(sandbox: Sandbox, served: Sandbox): void {
  describe('names and addresses refuse hidden characters (issue 34, informational)', () => {
    for (const [name, text] of HIDDEN) {
      for (const field of ['FirstName', 'City'] as const) {
        attack(`a ${field} with ${name} is refused and nothing is stored`, async () => {
          const email = `hidden-${Date.now()}-${Math.random().toString(36).slice(2)}@security.test`;
          const body = registration(email);
          if (field === 'FirstName') body.NewCustomer.Name.FirstName = text;
          else body.NewCustomer.Address[0].City = text;
          const visitor = visitorFrom(sandbox.current, 101);
          await visitor.get('/rs/system');
          const response = await visitor.post('/rs/register', body);
          expect(response.status).toBe(422);
          const answer = await json<{ issues: { message: string }[] }>(response);
          expect(answer.issues.map((i) => i.message)).toContain(HIDDEN_CHARACTERS_TEXT);
          expect(sandbox.current.repos.customers.findByEmail(email)).toBeUndefined();
        });
      }
    }

    for (const [name, text] of HIDDEN.slice(0, 2)) {
      attack(`a profile update with ${name} in the name is refused`, async () => {
        const { visitor, email } = await newGuest(sandbox.current);
        const { Password: _, ...customer } = registration(email).NewCustomer;
        const response = await rsCall(visitor, 'UpdateCustomerProfile', {
          Customer: { ...customer, Name: { ...customer.Name, LastName: text } },
        });
        expect(response.status).toBe(422);
        expect(sandbox.current.repos.customers.findByEmail(email)?.last_name).toBe('Hopper');
      });
    }
  });

  describe('a gift card does not pay for a gift card (issue 34, informational)', () => {
    const issue = async (visitor: Visitor, balanceMinor = 100_000) =>
      (
        await json<{ code: string }>(
          await visitor.post('/sandbox/api/gift-cards/issue', { balanceMinor }),
        )
      ).code;
    const redeem = async (visitor: Visitor, Code: string) =>
      json<{ Result: { value: string; Text: string }; Amount?: number }>(
        await rsCall(visitor, 'RedeemGiftCard', { Code }),
      );

    attack('a cart of gift cards only: the gift card is refused in plain words', async () => {
      const visitor = visitorFrom(sandbox.current, 102);
      await visitor.get('/rs/system');
      await visitor.post('/sandbox/api/cart/sample', { category: 'Retail' });
      const answer = await redeem(visitor, await issue(visitor));
      expect(answer.Result).toMatchObject({ value: 'FAIL', Text: NO_GIFT_CARD_FOR_GIFT_CARDS });
    });

    attack('a room and a gift card: the gift card pays for the room only', async () => {
      const visitor = visitorFrom(sandbox.current, 103);
      await visitor.get('/rs/system');
      await visitor.post('/sandbox/api/cart/sample', { category: 'Retail' });
      const cart = await json<{ FolioBalance: number }>(
        await visitor.post('/sandbox/api/cart/sample', { category: 'Hotel' }),
      );
      const answer = await redeem(visitor, await issue(visitor));
      expect(answer.Result.value).toBe('SUCCESS');
      // A £1,000 card against the room's £245 and a gift card: the room's £245 only.
      expect(Number(cart.FolioBalance)).toBeGreaterThan(245);
      expect(answer.Amount).toBe(245);
    });
  });

  describe('served over https: Secure cookies and HSTS (issue 34, informational)', () => {
    for (const path of PATHS) {
      attack(`${path} carries HSTS, and every cookie it sets is Secure`, async () => {
        const response = await createVisitor(served.current).get(path);
        expect(response.headers.get('Strict-Transport-Security')).toBe(
          'max-age=31536000; includeSubDomains',
        );
        for (const cookie of response.headers.getSetCookie()) {
          expect(cookie).toMatch(/;\s*Secure/i);
        }
      });
    }

    attack('a new session’s cookies are Secure over https (ik_sid and XSRF-TOKEN)', async () => {
      const response = await createVisitor(served.current).get('/rs/system');
      const names = response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
      expect(names).toEqual(expect.arrayContaining(['ik_sid', 'XSRF-TOKEN']));
    });

    attack('over plain http (development) there is no HSTS and no Secure cookie', async () => {
      const response = await createVisitor(sandbox.current).get('/rs/system');
      expect(response.headers.get('Strict-Transport-Security')).toBeNull();
      expect(response.headers.getSetCookie().some((c) => /;\s*Secure/i.test(c))).toBe(false);
    });
  });
}
