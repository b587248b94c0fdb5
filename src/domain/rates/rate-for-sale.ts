import type { BookingVault, RateAudience } from './booking-vault';
import { isRateExcluded } from './rate-excluded';
import type { RateNight } from './rate-night';
import type { Venue } from '../calendar/stay-day';
import type { RateExclusion } from '../routes/venue-config';

/** Who is asking, and where: everything that decides which rates may be sold. */
export interface SaleRules {
  readonly venue: Venue;
  /** The venue's exclusions (public-site.md §9): an excluded rate is not sold online. */
  readonly exclusions: readonly RateExclusion[];
  /** Adults and children of the party (babies sleep in a cot and are not counted). */
  readonly guests: number;
  /** The customer's audiences (staff, member, trade); none for the public. */
  readonly audiences: readonly RateAudience[];
  readonly vault: Pick<BookingVault, 'innRateCodes' | 'rateAudiences'>;
}

/**
 * True when this rate may be offered to this party: the room sleeps the party; the venue does
 * not exclude the rate; it is one of the inn's own codes at the inn and never elsewhere
 * (booking-engine.md §9); and a rate that is not for the public (staff, member, trade,
 * configured per rate code in the vault) only to a customer of its audience.
 */
export function isRateForSale(night: RateNight, rules: SaleRules): boolean {
  if (!sleepsParty(night, rules.guests)) return false;
  const rate = { RoomType: night.roomType, RateType: night.rateType, MinLength: night.minNights };
  if (isRateExcluded(rate, rules.exclusions)) return false;
  if (night.rateType) {
    const innRate = rules.vault.innRateCodes.includes(night.rateType);
    if (innRate !== (rules.venue === 'inn')) return false;
  }
  const audience = rules.vault.rateAudiences[night.rateType];
  return audience === undefined || rules.audiences.includes(audience);
}

/** True when the room sleeps the party's adults and children (babies are not counted). */
export function sleepsParty(night: Pick<RateNight, 'maxOccupancy'>, guests: number): boolean {
  return night.maxOccupancy >= Math.max(1, guests);
}
