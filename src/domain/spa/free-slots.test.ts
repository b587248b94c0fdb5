import { describe, expect, it } from 'vitest';
import { assignSpaSlot, freeSpaSlots, hhmmOf, minutesOf, type SpaShift } from './free-slots';
import { isSpaBookableDay } from './spa-open-until';

const h = minutesOf;
const anna: SpaShift = {
  id: 'A',
  start: h('09:00'),
  end: h('13:00'),
  breakStart: h('11:00'),
  breakEnd: h('11:30'),
};
const room = { id: 'R1', start: h('09:00'), end: h('18:00') };

describe('spa slots', () => {
  it('needs the whole treatment clear of the break and the shift end', () => {
    const starts = freeSpaSlots(90, [anna], [room], []).map((s) => hhmmOf(s.start));
    expect(starts).toEqual(['09:00', '09:30', '11:30']);
  });

  it('needs a free room as well as a free therapist', () => {
    const busy = [{ staffId: 'B', roomId: 'R1', start: h('09:00'), end: h('10:00') }];
    expect(assignSpaSlot(h('09:00'), 60, [anna], [room], busy)).toBeNull();
    expect(assignSpaSlot(h('10:00'), 60, [anna], [room], busy)).toEqual({
      staffIds: ['A'],
      roomId: 'R1',
    });
  });

  it('refuses a therapist already booked for part of the time', () => {
    const busy = [{ staffId: 'A', roomId: 'R2', start: h('10:00'), end: h('10:30') }];
    expect(assignSpaSlot(h('09:30'), 60, [anna], [room], busy)).toBeNull();
    expect(assignSpaSlot(h('09:00'), 90, [anna], [room], busy)).toBeNull();
    expect(assignSpaSlot(h('09:00'), 60, [anna], [room], busy)).not.toBeNull();
  });

  it('opens days from today up to the configured last day', () => {
    expect(isSpaBookableDay('2026-01-12', '2025-12-01')).toBe(true);
    expect(isSpaBookableDay('2026-01-13', '2025-12-01')).toBe(false);
    expect(isSpaBookableDay('2025-11-30', '2025-12-01')).toBe(false);
  });
});
