import { describe, expect, it } from 'vitest';
import { PARTY_SIZE_MESSAGE } from './party-size';
import { RESERVATION_MESSAGES, reservationErrors } from './reservation-errors';
import { sittingTimes } from './sitting-times';
import { stayHasMeal } from './stay-has-meal';

describe('sittingTimes', () => {
  it('lists every seating from the first to the last', () => {
    expect(sittingTimes('dinner', '18:00', '19:30', 30)).toEqual([
      '18:00',
      '18:30',
      '19:00',
      '19:30',
    ]);
  });

  it('keeps a sitting to its meal: breakfast until 11:00, dinner from 17:00', () => {
    expect(sittingTimes('breakfast', '10:00', '11:30', 30)).toEqual(['10:00', '10:30', '11:00']);
    expect(sittingTimes('dinner', '16:00', '17:30', 30)).toEqual(['17:00', '17:30']);
    expect(sittingTimes('dinner', '18:00', '19:00', 0)).toEqual([]);
  });
});

describe('stayHasMeal', () => {
  const stays = [{ arrival: '2025-12-30', nights: 2 }];
  it('has dinner every night and breakfast from the second night', () => {
    expect(stayHasMeal(stays, '2025-12-30', 'dinner')).toBe(true);
    expect(stayHasMeal(stays, '2025-12-30', 'breakfast')).toBe(false);
    expect(stayHasMeal(stays, '2025-12-31', 'breakfast')).toBe(true);
    expect(stayHasMeal(stays, '2026-01-01', 'dinner')).toBe(false);
    expect(stayHasMeal([], '2025-12-30', 'dinner')).toBe(false);
  });
});

describe('reservationErrors', () => {
  it('names each missing or wrong field, and nothing for a good form', () => {
    expect(
      reservationErrors({ promotionId: '7202', party: 2, time: '19:00', requests: '' }),
    ).toEqual({});
    expect(
      reservationErrors({ promotionId: '', party: 0, time: '', requests: 'x'.repeat(501) }),
    ).toEqual({
      promotionId: RESERVATION_MESSAGES.restaurant,
      party: PARTY_SIZE_MESSAGE,
      time: RESERVATION_MESSAGES.time,
      requests: RESERVATION_MESSAGES.requests,
    });
  });
});
