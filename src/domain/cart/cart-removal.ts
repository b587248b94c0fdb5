import type { WebFolioItem } from '../../schemas/cart';
import type { CartRemovalMethod } from '../../schemas/rs-request';

export interface CartRemoval {
  method: CartRemovalMethod;
  data: Record<string, string>;
}

/**
 * The `/rs/request` envelope that removes a cart item: each kind of item has its own cancel
 * method (booking-engine.md §7). The session fields are added by the caller.
 */
export function cartRemoval(
  item: Pick<WebFolioItem, 'Category' | 'FolioId' | 'FolioItemId'>,
): CartRemoval {
  const { FolioId, FolioItemId } = item;
  switch (item.Category) {
    case 'Hotel':
      return { method: 'CancelPMSBooking', data: { PMSFolioId: FolioId } };
    case 'PMSPayment':
      return { method: 'CancelPayment', data: { App: 'PMS', FolioId, FolioItemId } };
    case 'SPAPayment':
      return { method: 'CancelPayment', data: { App: 'SPA', FolioId, FolioItemId } };
    case 'Treatments':
    case 'Active':
      return {
        method: 'CancelSpaService',
        data: { SpaFolioId: FolioId, SpaFolioItemId: FolioItemId },
      };
    case 'Retail':
      return { method: 'CancelRetailItem', data: { FolioItemId } };
    case 'Dining':
      return { method: 'CancelDiningReservation', data: { FolioItemId } };
  }
}
