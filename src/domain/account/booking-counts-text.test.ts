import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MyBookingsAnswerSchema } from '../../schemas/my-bookings';
import { bookingCountsText } from './booking-counts-text';

const room = (id: string, cancelled = false) => ({
  ArrivalDate: '2027-03-12',
  DepartureDate: '2027-03-14',
  PMSFolioId: id,
  TotalStayRateIncl: 245,
  BalanceDue: 0,
  Cancelled: cancelled ? { Fee: 0, Refund: 245, On: '2026-12-01' } : null,
});
const spa = { ItemName: 'Massage', BookStartTime: '2027-03-13T10:00', TotalPrice: 95 };

describe('bookingCountsText', () => {
  it('counts each kind booked, leaving out cancelled ones and kinds with none', () => {
    const answer = v.parse(MyBookingsAnswerSchema, {
      Result: { value: 'SUCCESS' },
      Stays: { '2027-03-12': { rooms: [room('1'), room('2'), room('3', true)] } },
      Treatments: [{ ...spa, SpaFolioId: '1', BalanceDue: 0 }],
      Active: [],
    });
    expect(bookingCountsText(answer)).toEqual(['2 stays', '1 treatment']);
  });

  it('says nothing for an account with nothing booked', () => {
    const answer = v.parse(MyBookingsAnswerSchema, { Result: { value: 'SUCCESS' } });
    expect(bookingCountsText(answer)).toEqual([]);
  });
});
