import { describe, expect, it } from 'vitest';
import type { WebFolioItem } from '../../schemas/cart';
import { bookingSummary } from './booking-summary';

const base = {
  FolioId: 'F1',
  Details: '',
  RateDetails: null,
  FolioTotal: null,
  ImageURL: null,
  Location: null,
  GuestRequest: null,
  StartDate: null,
  FinishDate: null,
  Nights: null,
  Adults: null,
  Children: null,
  Youth: null,
  CustomerName: null,
  SpecialServices: [],
} satisfies Partial<WebFolioItem>;

const room: WebFolioItem = {
  ...base,
  Category: 'Hotel',
  FolioItemId: '1',
  Details: 'Lakeside Double',
  Amount: 620.1,
  StartDate: '2027-03-10',
  FinishDate: '2027-03-14',
  Nights: 4,
  Adults: 2,
  Children: 1,
  Youth: 1,
  SpecialServices: [
    {
      PMSSpecialService: { PMSSpecialServiceName: 'Dog bed' },
      PMSFolioSpecialServiceId: '9',
      Qty: 2,
      ScheduledDateTime: null,
      ExtPrice: 30,
      Comments: null,
    },
  ],
};
const swim: WebFolioItem = {
  ...base,
  Category: 'Active',
  FolioItemId: '2',
  Details: 'Wild swimming',
  Amount: 25.2,
  StartDate: '2027-03-11T08:30:00',
  Adults: 1,
};
const dinner: WebFolioItem = {
  ...base,
  Category: 'Dining',
  FolioItemId: '3',
  Amount: 0,
  StartDate: '2027-03-12T19:00:00',
  Location: 'The Boathouse',
};

describe('the booking summary', () => {
  it('lists a room with its dates, nights, guests (babies for Youth) and extras', () => {
    const summary = bookingSummary({ FolioItems: [room], FolioBalance: 620.1 });
    expect(summary.sections).toEqual([
      {
        category: 'Hotel',
        title: 'Rooms',
        lines: [
          {
            id: '1',
            title: 'Lakeside Double',
            facts: ['10 March, 2027 to 14 March, 2027', '4 nights', '2 adults, 1 child, 1 baby'],
            extras: [{ id: '9', name: 'Dog bed × 2', amount: 30 }],
            amount: 620.1,
          },
        ],
      },
    ]);
  });

  it('shows any other kind of line by its description, time and price, in the cart’s order', () => {
    const summary = bookingSummary({ FolioItems: [dinner, swim, room], FolioBalance: 645.3 });
    expect(summary.sections.map((s) => s.title)).toEqual(['Rooms', 'Activities', 'Dining']);
    expect(summary.sections[1]!.lines[0]).toMatchObject({
      title: 'Wild swimming',
      facts: ['11 March, 2027 at 08:30', '1 adult'],
      amount: 25.2,
    });
    // A line without a description is named by its section.
    expect(summary.sections[2]!.lines[0]).toMatchObject({
      title: 'Dining',
      facts: ['12 March, 2027 at 19:00', 'The Boathouse'],
    });
    expect(summary.count).toBe(3);
  });

  it('adds the lines in pence for the total and keeps the cart’s balance to pay', () => {
    const summary = bookingSummary({ FolioItems: [room, swim], FolioBalance: 500 });
    expect(summary.total).toBe(645.3);
    expect(summary.balance).toBe(500);
  });

  it('is empty for an empty cart', () => {
    expect(bookingSummary({ FolioItems: [], FolioBalance: 0 })).toEqual({
      sections: [],
      count: 0,
      total: 0,
      giftCards: [],
      balance: 0,
    });
  });

  it('lists the gift cards applied, whose amounts the balance is already less', () => {
    const summary = bookingSummary({
      FolioItems: [room, swim],
      FolioBalance: 545.3,
      GiftCards: [{ RedemptionId: '4', Code: '····JK23', Amount: 100 }],
    });
    expect(summary.giftCards).toEqual([{ id: '4', code: '····JK23', amount: 100 }]);
    expect(summary.total - summary.giftCards[0]!.amount).toBeCloseTo(summary.balance, 2);
  });
});
