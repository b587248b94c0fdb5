import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VENUES } from '../../src/domain/routes/venue-config';
import { PoliciesSchema } from '../../src/schemas/policies';
import { GetRatesAnswerSchema } from '../../src/schemas/rates';
import { FetchSpaServicesAnswerSchema } from '../../src/schemas/spa';
import { getRatesBody, rs } from '../testing/checkout-helpers';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';
import { planPolicies } from './plan-policies';

const sandbox = useTestSandbox({ now: '2025-12-01' });

describe('the seeded booking policies', () => {
  it('give every seeded rate plan both policies, and every venue each kind', () => {
    const plans = sandbox.current.db
      .prepare('SELECT DISTINCT venue, rate_type FROM stay_rate_plans')
      .all() as { venue: (typeof VENUES)[number]; rate_type: string }[];
    for (const venue of VENUES) {
      const policies = plans
        .filter((plan) => plan.venue === venue)
        .map((plan) => v.parse(PoliciesSchema, planPolicies(venue, plan.rate_type)));
      const kinds = new Set(
        policies.map((p) => (p.payment.kind === 'deposit' ? 'deposit' : p.cancellation.kind)),
      );
      expect(kinds, venue).toEqual(new Set(['free-until', 'non-refundable', 'deposit']));
    }
  });

  it('travel with every rate of get-rates and with the treatments', async () => {
    const visitor = createVisitor(sandbox.current);
    const body = await getRatesBody(visitor, {
      ArrivalDate: '2025-12-03',
      DepartureDate: '2025-12-05',
      Adults: 2,
    });
    const answer = v.parse(
      GetRatesAnswerSchema,
      await (await visitor.post('/rs/get-rates', body)).json(),
    );
    const rates = answer.RoomTypes.flatMap((type) => type.Rates);
    expect(rates.length).toBeGreaterThan(0);
    for (const rate of rates) expect(rate.Policies, rate.PMSRateTypeId).toBeDefined();
    const spa = await rs(visitor, FetchSpaServicesAnswerSchema, 'FetchSpaServices', {
      Location: '103',
    });
    expect(spa.Policies?.cancellation).toEqual({
      kind: 'free-until',
      before: { hours: 24 },
      fee: { kind: 'all' },
    });
  });
});
