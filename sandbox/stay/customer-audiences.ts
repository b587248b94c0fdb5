import type { RateAudience } from '../../src/domain/rates/booking-vault';
import type { CustomersRepo } from '../db/customers-repo';
import type { SessionRow } from '../db/rows';

/**
 * Which customers the non-public rates are for, by the domain of their email address: the
 * sandbox's stand-in for the PMS's customer types (staff, members, trade accounts).
 */
export const AUDIENCE_DOMAINS: Readonly<Record<RateAudience, string>> = {
  staff: 'staff.innkit.test',
  member: 'members.innkit.test',
  trade: 'trade.innkit.test',
};

/** The audiences of the session's logged-in customer; none for the public. */
export function customerAudiences(
  session: SessionRow | null,
  customers: Pick<CustomersRepo, 'findById'>,
): RateAudience[] {
  const id = session?.customer_id;
  const customer = id ? customers.findById(id) : undefined;
  if (!customer) return [];
  const domain = customer.email.toLowerCase().split('@')[1] ?? '';
  return (Object.keys(AUDIENCE_DOMAINS) as RateAudience[]).filter(
    (audience) => AUDIENCE_DOMAINS[audience] === domain,
  );
}
