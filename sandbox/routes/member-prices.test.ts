import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { BookPmsAnswerSchema, GetRatesAnswerSchema } from '../../src/schemas/rates';
import {
  bookPmsBody,
  getRatesBody,
  logInSeededGuest,
  registerGuest,
} from '../testing/checkout-helpers';
import { type Visitor, createVisitor, useTestSandbox } from '../testing/test-sandbox';

// Issue 36 §4: the member price as a reason to log in, never the member rate itself.
const sandbox = useTestSandbox({ now: '2026-03-14' });
beforeEach(() => sandbox.current.repos.settings.setHoldLimits({ perAddress: 1000 }));

const stay = { ArrivalDate: '2026-04-20', DepartureDate: '2026-04-23', Adults: 2, Venue: 'lake' };

async function visitor(): Promise<Visitor> {
  const guest = createVisitor(sandbox.current);
  expect((await guest.get('/rs/system')).status).toBe(200);
  return guest;
}

async function ratesText(guest: Visitor): Promise<string> {
  const response = await guest.post('/rs/get-rates', await getRatesBody(guest, stay));
  expect(response.status).toBe(200);
  return response.text();
}
const parsed = (text: string) => v.parse(GetRatesAnswerSchema, JSON.parse(text));

async function bookMember(guest: Visitor) {
  const body = await bookPmsBody(guest, { ...stay, PMSRoomType: 'LKDBL', PMSRateType: 'MEMBER' });
  return v.parse(BookPmsAnswerSchema, await (await guest.post('/rs/book-pms', body)).json());
}

describe('the member price on /rs/get-rates (issue 36 §4)', () => {
  it('tells a guest who is not a member the lowest member total, and nothing that books it', async () => {
    const member = await visitor();
    await registerGuest(member, 'mia@members.innkit.test');
    const asMember = parsed(await ratesText(member));
    const memberRate = asMember.RoomTypes.find((t) => t.PMSRoomTypeId === 'LKDBL')!.Rates.find(
      (r) => r.PMSRateTypeId === 'MEMBER',
    )!;
    // A member sees the rate itself, and no teaser.
    expect(memberRate.Price).toBeGreaterThan(0);
    for (const type of asMember.RoomTypes) expect(type.MemberPrice).toBeUndefined();

    for (const guest of [await visitor(), await logInAsGuest()]) {
      const text = await ratesText(guest);
      const answer = parsed(text);
      const double = answer.RoomTypes.find((t) => t.PMSRoomTypeId === 'LKDBL')!;
      expect(double.MemberPrice).toBe(memberRate.Price);
      expect(double.MemberPrice).toBeLessThan(Math.min(...double.Rates.map((r) => r.Price)));
      // Only room types with a member rate carry one.
      expect(answer.RoomTypes.find((t) => t.PMSRoomTypeId === 'LODGE')!.MemberPrice).toBe(
        undefined,
      );
      // Neither the member rate's code nor its name is in the answer.
      expect(text).not.toContain('MEMBER');
      expect(text).not.toContain('Members’ Rate');
      // Still gated exactly as before: the sandbox refuses it without a member.
      const refused = await bookMember(guest);
      expect(refused.Result.value).toBe('FAIL');
      expect(refused.PMSFolioId ?? null).toBe(null);
    }
    expect((await bookMember(member)).Result.value).toBe('SUCCESS');
  });
});

async function logInAsGuest(): Promise<Visitor> {
  const guest = await visitor();
  await logInSeededGuest(guest);
  return guest;
}

describe('the contract (dist/contract/)', () => {
  it('lists the member price among the fields innkit adds to get-rates', async () => {
    const { contractDocuments } = await import('../../src/schemas/contract/json-schema');
    const call = contractDocuments().index.calls.find((c) => c.path === '/rs/get-rates')!;
    expect(call.innkitExtensionFields?.some((at) => at.endsWith('/MemberPrice'))).toBe(true);
  });
});
