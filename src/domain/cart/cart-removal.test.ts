import { describe, expect, it } from 'vitest';
import type { WebFolioItem } from '../../schemas/cart';
import { cartRemoval } from './cart-removal';

const of = (Category: WebFolioItem['Category']) =>
  cartRemoval({ Category, FolioId: 'F1', FolioItemId: 'I2' });

describe('cartRemoval', () => {
  it('cancels each kind of item through its own method', () => {
    expect(of('Hotel')).toEqual({ method: 'CancelPMSBooking', data: { PMSFolioId: 'F1' } });
    expect(of('PMSPayment')).toEqual({
      method: 'CancelPayment',
      data: { App: 'PMS', FolioId: 'F1', FolioItemId: 'I2' },
    });
    expect(of('SPAPayment')).toEqual({
      method: 'CancelPayment',
      data: { App: 'SPA', FolioId: 'F1', FolioItemId: 'I2' },
    });
    for (const category of ['Treatments', 'Active'] as const) {
      expect(of(category)).toEqual({
        method: 'CancelSpaService',
        data: { SpaFolioId: 'F1', SpaFolioItemId: 'I2' },
      });
    }
    expect(of('Retail')).toEqual({ method: 'CancelRetailItem', data: { FolioItemId: 'I2' } });
    expect(of('Dining')).toEqual({
      method: 'CancelDiningReservation',
      data: { FolioItemId: 'I2' },
    });
  });
});
