import { describe, expect, it } from 'vitest';
import { spaCategories } from './spa-categories';
import { SPA_DEFAULTS, spaConfig } from './spa-config';
import { firstSpaDay, spaDay } from './spa-day';
import { spaLaterText } from './spa-later-text';

describe('spa settings', () => {
  it('default to the specification: location 103, gender X, version 2, open to 12 January 2026', () => {
    expect(spaConfig()).toEqual({
      location: '103',
      gender: 'X',
      version: 2,
      lastDate: '2026-01-12',
    });
    expect(spaConfig({ lastDate: '2027-01-12' })).toEqual({
      ...SPA_DEFAULTS,
      lastDate: '2027-01-12',
    });
  });
});

describe('spaLaterText', () => {
  it('says the specification’s words for 12 January 2026, and follows the date', () => {
    expect(spaLaterText('2026-01-12')).toBe(
      'Spa bookings after January 2026 will be available shortly.',
    );
    expect(spaLaterText('2027-03-31')).toBe(
      'Spa bookings after March 2027 will be available shortly.',
    );
  });
});

describe('spaDay', () => {
  it('lists times from today up to the last day, and says why not otherwise', () => {
    expect(spaDay('2025-12-01', '2025-12-01', '2026-01-12')).toBe('bookable');
    expect(spaDay('2026-01-12', '2025-12-01', '2026-01-12')).toBe('bookable');
    expect(spaDay('2026-01-13', '2025-12-01', '2026-01-12')).toBe('later');
    expect(spaDay('2025-11-30', '2025-12-01', '2026-01-12')).toBe('past');
    expect(spaDay('', '2025-12-01', '2026-01-12')).toBe('invalid');
    expect(spaDay('1 Dec', '2025-12-01', '2026-01-12')).toBe('invalid');
  });

  it('starts the drawer on the asked-for day when it can be booked, else today', () => {
    expect(firstSpaDay('2025-12-20', '2025-12-01', '2026-01-12')).toBe('2025-12-20');
    expect(firstSpaDay('2026-02-01', '2025-12-01', '2026-01-12')).toBe('2025-12-01');
    expect(firstSpaDay(undefined, '2025-12-01', '2026-01-12')).toBe('2025-12-01');
  });
});

describe('spaCategories', () => {
  it('groups treatments by category in the spa’s order, with readable titles', () => {
    const t = (name: string, ItemCategory: string) => ({ name, ItemCategory });
    const groups = spaCategories([
      t('massage', 'MASSAGE'),
      t('facial', 'FACIAL'),
      t('stones', 'massage '),
      t('bath', ''),
      t('wrap', 'BODY_WRAP'),
    ]);
    expect(groups.map((g) => [g.title, g.services.map((s) => s.name)])).toEqual([
      ['Massage', ['massage', 'stones']],
      ['Facial', ['facial']],
      ['Other treatments', ['bath']],
      ['Body wrap', ['wrap']],
    ]);
  });
});
