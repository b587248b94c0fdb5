import type { RateAudience } from '../rates/booking-vault';

const WHO: Record<RateAudience, string> = {
  staff: 'hotel staff',
  member: 'members',
  trade: 'trade partners',
};

/** Why a guest cannot book a non-public rate, in plain words (issue 17 item 2). */
export function rateAudienceText(rateName: string, audience: RateAudience): string {
  return `The ${rateName} is only for ${WHO[audience]}, logged in with their account. Please choose another rate.`;
}
