import { OFFER_NAMES } from './offer-names';
import type { OfferKind } from '../rooms/room-rate-option';

export interface RateTermsOf {
  /** The rate's name (its description in the hotel's system). */
  name: string;
  /** The guest's description of the rate (what it includes). */
  description: string;
  offer: OfferKind | null;
  /**
   * The rate's cancellation terms in words ("Free cancellation until 15 Dec"), once rates
   * carry a cancellation policy (issue 32 §1: `cancellationText` in src/domain/policies/).
   */
  cancellation?: string | null;
}

/**
 * A rate's inclusions and terms in one line for its room card (issue 38 §1): what it includes
 * when its description says more than its name, its offer, and its cancellation terms, joined
 * by " · "; '' when the rate says nothing more (that prices are all-in is said once, above the
 * rooms, not on every rate).
 */
export function rateTerms({ name, description, offer, cancellation }: RateTermsOf): string {
  const words = description.trim();
  return [
    words && words !== name ? words : '',
    offer ? OFFER_NAMES[offer] : '',
    cancellation?.trim() ?? '',
  ]
    .filter(Boolean)
    .join(' · ');
}
