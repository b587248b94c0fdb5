import * as v from 'valibot';
import { describe, expect } from 'vitest';
import {
  CreateClassBookingAnswerSchema,
  FetchSpaClassesAnswerSchema,
} from '../../src/schemas/activities';
import { TempSpaAccountAnswerSchema } from '../../src/schemas/activities-temp-customer';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { BEYOND_TIMETABLE } from '../../sandbox/activities/class-methods';
import { TEMP_CUSTOMER_LIMIT_PER_CLIENT } from '../../sandbox/account/account-throttle';
import { DEFAULT_RECIPIENT } from '../../sandbox/forms/hotel-recipients';
import type { RunningSandbox } from '../../sandbox/start-sandbox';
import { VALID_BODIES, sendForm } from '../../sandbox/testing/form-posts';
import { rs } from '../../sandbox/testing/checkout-helpers';
import type { Visitor } from '../../sandbox/testing/test-sandbox';
import { attack } from './harness';
import { json, visitorFrom } from './support';

type Sandbox = { readonly current: RunningSandbox };
const TODAY = '2026-03-14';

const createTemp = (visitor: Visitor) =>
  visitor.post('/rs/tempSpaAccount', {
    method: 'CreateCustomer',
    data: {
      NewCustomer: {
        Name: { FirstName: 'Guest', LastName: 'Guest' },
        EmailAddress: `guest-${Math.random().toString(36).slice(2)}@temporary.invalid`,
      },
      ContactLogs: [],
    },
  });

/** A temporary customer for a visitor's cart; the class booking of a day's first session. */
async function bookFirstSession(visitor: Visitor, day: string, location: string) {
  const created = v.parse(TempSpaAccountAnswerSchema, await (await createTemp(visitor)).json());
  const listed = await rs(visitor, FetchSpaClassesAnswerSchema, 'FetchSpaClasses', {
    StartDate: day,
    EndDate: day,
    Location: location,
    WebFolioId: null,
    Language: 'en',
  });
  // The lake's classes (location 103) are sold without variants; skating's refusal comes first.
  const session = listed.DailySpaClasses[0]?.SpaClass[0];
  const id = session?.SpaClassId ?? `${day.replaceAll('-', '')}0000`;
  return rs(visitor, CreateClassBookingAnswerSchema, 'CreateClassBooking', {
    CustomerId: created.CustomerId ?? '',
    ItemId: session?.SpaItemId ?? '103370',
    ProgramId: id,
    GuestName: null,
    GuestRequest: null,
  });
}

/** Issue 34 items 5, 6 and 8. */
export function limitCases(sandbox: Sandbox): void {
  describe('temporary activity customers are throttled (issue 34 item 5)', () => {
    attack(
      `one address makes at most ${TEMP_CUSTOMER_LIMIT_PER_CLIENT.max} in 15 minutes`,
      async () => {
        const statuses: number[] = [];
        for (let i = 0; i < TEMP_CUSTOMER_LIMIT_PER_CLIENT.max + 5; i += 1) {
          const visitor = visitorFrom(sandbox.current, 91);
          await visitor.get('/rs/system');
          const response = await createTemp(visitor);
          statuses.push(response.status);
          if (response.status === 429) expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
        }
        expect(statuses.filter((s) => s === 200)).toHaveLength(TEMP_CUSTOMER_LIMIT_PER_CLIENT.max);
        expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
      },
    );

    attack(
      '150 at once from one address: never more than the limit made',
      async () => {
        const before = (
          sandbox.current.db.prepare('SELECT COUNT(*) AS n FROM temp_spa_customers').get() as {
            n: number;
          }
        ).n;
        const visitors = await Promise.all(
          Array.from({ length: 150 }, async () => {
            const visitor = visitorFrom(sandbox.current, 92);
            await visitor.get('/rs/system');
            return visitor;
          }),
        );
        const statuses = await Promise.all(visitors.map(async (v) => (await createTemp(v)).status));
        const after = (
          sandbox.current.db.prepare('SELECT COUNT(*) AS n FROM temp_spa_customers').get() as {
            n: number;
          }
        ).n;
        expect(after - before).toBe(TEMP_CUSTOMER_LIMIT_PER_CLIENT.max);
        expect(statuses.filter((s) => s === 429)).toHaveLength(
          150 - TEMP_CUSTOMER_LIMIT_PER_CLIENT.max,
        );
      },
      60_000,
    );

    attack('asking again for the cart’s own customer is not counted', async () => {
      const visitor = visitorFrom(sandbox.current, 93);
      await visitor.get('/rs/system');
      const ids = new Set<string>();
      for (let i = 0; i < TEMP_CUSTOMER_LIMIT_PER_CLIENT.max + 5; i += 1) {
        const response = await createTemp(visitor);
        expect(response.status).toBe(200);
        ids.add((await json<{ CustomerId: string }>(response)).CustomerId);
      }
      expect(ids.size).toBe(1);
    });
  });

  describe('sessions outside the published timetable are refused (issue 34 item 6)', () => {
    for (const [name, day, location] of [
      ['ice skating 99 years ahead (2125-12-11)', '2125-12-11', '109'],
      ['a sauna 367 days ahead', addDays(TODAY, 367), '103'],
      ['a sauna ten years ahead', addDays(TODAY, 3653), '103'],
    ] as const) {
      attack(`${name} cannot be booked`, async () => {
        const visitor = visitorFrom(sandbox.current, 94);
        await visitor.get('/rs/system');
        const answer = await bookFirstSession(visitor, day, location);
        expect(answer.Result.value).toBe('FAIL');
        expect([
          BEYOND_TIMETABLE,
          'Sorry, that session is not available. Please choose another.',
        ]).toContain(answer.Result.Text);
        expect(answer.SpaFolioItem).toBeNull();
      });
    }

    attack('a session within the year ahead still books', async () => {
      const visitor = visitorFrom(sandbox.current, 95);
      await visitor.get('/rs/system');
      let day = addDays(TODAY, 300);
      let answer = await bookFirstSession(visitor, day, '103');
      // The first day with a session at the lake, 300 days on.
      for (
        let i = 0;
        i < 7 &&
        answer.Result.Text === 'Sorry, that session is not available. Please choose another.';
        i += 1
      ) {
        day = addDays(day, 1);
        answer = await bookFirstSession(visitorFrom(sandbox.current, 95), day, '103');
      }
      expect(answer.Result.value).toBe('SUCCESS');
    });
  });

  describe('web forms go to the hotel’s own addresses only (issue 34 item 8)', () => {
    const booking = VALID_BODIES.booking.formData as Record<string, unknown>;
    const post = async (kind: 'booking' | 'siteVisit', formData: Record<string, unknown>) => {
      const visitor = visitorFrom(sandbox.current, 96);
      await visitor.get('/rs/system');
      const response = await sendForm(visitor, kind, { ...VALID_BODIES[kind], formData });
      expect(response.status).toBe(200);
      const { reference } = await json<{ reference: string }>(response);
      const mailbox = await json<{
        submissions: { reference: string; delivery: { to: string; subject: string } }[];
      }>(await visitor.get('/sandbox/api/mailbox'));
      return mailbox.submissions.find((s) => s.reference === reference)!.delivery;
    };
    const enquiry = (fields: Record<string, unknown>) =>
      post('booking', { ...booking, arrive: addDays(TODAY, 7), ...fields });

    for (const mailto of [
      'attacker@evil.example',
      'stay@the-lake.example.evil.com',
      'ATTACKER@Evil.Example',
    ]) {
      attack(
        `an enquiry posted with mailto ${JSON.stringify(mailto)} goes to the hotel`,
        async () => {
          expect((await enquiry({ mailto })).to).toBe(DEFAULT_RECIPIENT);
        },
      );
    }

    attack('a listed address is kept, whatever its case', async () => {
      expect((await enquiry({ mailto: 'GROUPS@the-lake.example' })).to).toBe(
        'groups@the-lake.example',
      );
    });

    attack('a subject cannot add a header line or hide its direction', async () => {
      const { subject } = await enquiry({
        subject: 'Spring\r\nBcc: everyone@evil.example\u202E',
      });
      expect(subject).toBe('Booking enquiry: Spring Bcc: everyone@evil.example');
      expect(subject).not.toMatch(/[\r\n\u202E]/);
    });

    attack('a site visit posted with emailto an outside address goes to the hotel', async () => {
      const formData = VALID_BODIES.siteVisit.formData as Record<string, unknown>;
      expect((await post('siteVisit', { ...formData, emailto: 'attacker@evil.example' })).to).toBe(
        DEFAULT_RECIPIENT,
      );
    });
  });
}
