import { randomInt } from 'node:crypto';
import type { CartCategory } from '../../src/schemas/cart';
import { addDays } from '../../src/domain/calendar/calendar-day';
import type { NewFolioItem } from '../db/folios-repo';
import { sampleHotelItem } from './sample-hotel-item';

const folioId = () => String(randomInt(3_000_000, 4_000_000));

/**
 * A sample cart line of each category, dated from the given day, so that every kind of
 * removal can be tried from the sandbox controls and in tests.
 */
export function sampleItem(category: CartCategory, today: string): NewFolioItem {
  const tomorrow = addDays(today, 1);
  switch (category) {
    case 'Hotel':
      return sampleHotelItem(today);
    case 'PMSPayment':
      return {
        folioId: folioId(),
        category,
        details: 'Balance payment — Lakeside Double',
        amount: 120,
        startDate: today,
        extra: { RateDetails: 'Outstanding balance of a booked stay', Location: 'The Lake' },
      };
    case 'SPAPayment':
      return {
        folioId: folioId(),
        category,
        details: 'Balance payment — Spa day',
        amount: 60,
        startDate: today,
        extra: { Location: 'The Spa' },
      };
    case 'Treatments':
      return {
        folioId: folioId(),
        category,
        details: 'Hot Stone Massage (60 minutes)',
        amount: 95,
        startDate: `${tomorrow}T14:00:00`,
        finishDate: `${tomorrow}T15:00:00`,
        adults: 1,
        extra: { Location: 'The Spa' },
      };
    case 'Active':
      return {
        folioId: folioId(),
        category,
        details: 'Paddle boarding taster',
        amount: 60,
        startDate: `${tomorrow}T10:00:00`,
        finishDate: `${tomorrow}T11:30:00`,
        adults: 2,
        extra: { Location: 'The Lake' },
      };
    case 'Retail':
      return {
        folioId: folioId(),
        category,
        details: 'Gift card — £100',
        amount: 100,
        extra: { CustomerName: 'Grace Hopper' },
      };
    case 'Dining':
      return {
        folioId: folioId(),
        category,
        details: 'Dinner at The Boathouse',
        amount: 0,
        startDate: `${tomorrow}T19:00:00`,
        adults: 2,
        extra: { Location: 'The Boathouse', GuestRequest: 'A table by the window, please' },
      };
  }
}
