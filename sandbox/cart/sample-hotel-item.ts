import { randomInt } from 'node:crypto';
import type { NewFolioItem } from '../db/folios-repo';
import { addDays } from '../../src/domain/calendar/calendar-day';

/** A one-night room for two, starting on the given day: the sandbox's sample cart line. */
export function sampleHotelItem(today: string): NewFolioItem {
  return {
    folioId: String(randomInt(3_000_000, 4_000_000)),
    category: 'Hotel',
    details: 'Lakeside Double — Bed & Breakfast',
    amount: 245,
    startDate: today,
    finishDate: addDays(today, 1),
    nights: 1,
    adults: 2,
    children: 0,
    youth: 0,
    extra: {
      RateDetails: 'Bed & Breakfast',
      FolioTotal: 245,
      Location: 'The Lake',
      SpecialServices: [],
    },
  };
}
