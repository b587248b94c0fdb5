import type { OfferKind } from '../rooms/room-rate-option';

/** The promotional offers by name, as a guest reads them (booking-engine.md §9). */
export const OFFER_NAMES: Readonly<Record<OfferKind, string>> = {
  fourthfree: 'Fourth night free',
  fifteenpcoff: '15% off',
  twentypcoff: '20% off',
};
