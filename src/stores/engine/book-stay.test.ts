/*
 * Node environment with a happy-dom page, against the real sandbox (see cart-actions.test).
 * Issue 17 item 4: a stay in the past is refused by the hotel, and the engine says why.
 */
import { describe, expect, it } from 'vitest';
import type { StaySearch } from '../../domain/stay/stay-search';
import { sandboxStoreTest } from '../../testing/sandbox-store-test';

const t = sandboxStoreTest(() => import('./index'));

const pastStay: StaySearch = {
  arrival: '2020-01-10',
  departure: '2020-01-12',
  nights: 2,
  adults: 2,
  children: 0,
  infants: 0,
  location: '',
  venue: 'lake',
};

describe('Book your Stay: a stay in the past', () => {
  it('shows the hotel’s refusal in its words instead of rates', async () => {
    await t.m.loadRates(pastStay, '');
    expect(t.m.$rates.get()).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(
        /^10 January, 2020 has passed: stays can be booked from today/,
      ),
    });
  });

  it('says why “Add room” was refused, and adds nothing', async () => {
    const rate = {
      PMSRoomTypeId: 'LKDBL',
      PMSRateTypeId: 'BB',
      PMSRoomTypeDesc: 'Lakeside Double',
      PMSRoomDesc: '',
      PMSRoomTypeImage: '',
      Price: 300,
      AverageRate: 150,
      NumRoomsAvail: 3,
      NightlyRates: [150, 150],
      RateInfo: {
        PMSRateTypeId: 'BB',
        PMSRateTypeDesc: 'Bed & Breakfast',
        PMSRateTypeCustDesc: '',
        PMSRateTypeImage: '',
      },
      RoomInfo: { title: '', intro: '', copy: '', gallery: [], archive_img: '' },
    };
    expect(await t.m.addRoom(rate, pastStay, '')).toBe(false);
    expect(t.m.$addFailure.get()).toMatch(/has passed/);
    expect(t.s.$cart.get().FolioItems).toEqual([]);
  });
});
