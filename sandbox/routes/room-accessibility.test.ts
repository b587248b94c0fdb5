import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isAccessibleRoom } from '../../src/domain/rooms/is-accessible-room';
import type { RoomAccessibility } from '../../src/domain/rooms/room-accessibility';
import { VENUES } from '../../src/domain/routes/venue-config';
import { GetRatesAnswerSchema, type GetRatesRequest } from '../../src/schemas/rates';
import { getRatesBody } from '../testing/checkout-helpers';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const sandbox = useTestSandbox({ now: '2026-03-14' });

const FULL: RoomAccessibility = {
  StepFree: true,
  RollInShower: true,
  GrabRails: true,
  HearingLoop: true,
  VisualAlarm: true,
  DoorWidthCm: 90,
};

const isFull = (a: RoomAccessibility) =>
  a.StepFree &&
  a.RollInShower &&
  a.GrabRails &&
  a.HearingLoop &&
  a.VisualAlarm &&
  (a.DoorWidthCm ?? 0) >= 80;

async function rates(body: Partial<GetRatesRequest>) {
  const visitor = createVisitor(sandbox.current);
  expect((await visitor.get('/rs/system')).status).toBe(200);
  const stay = { ArrivalDate: '2026-03-17', DepartureDate: '2026-03-19', Adults: 2 };
  const response = await visitor.post(
    '/rs/get-rates',
    await getRatesBody(visitor, { ...stay, ...body }),
  );
  expect(response.status).toBe(200);
  const json = (await response.json()) as { RoomTypes: { Rates: object[] }[] };
  // Stated once on the room type, not again on every rate.
  for (const type of json.RoomTypes) {
    for (const rate of type.Rates) expect(rate).not.toHaveProperty('Accessibility');
  }
  return v.parse(GetRatesAnswerSchema, json);
}

describe('accessible rooms in the stay inventory (issue 22 item 6)', () => {
  it('answers each room type with its accessibility features on /rs/get-rates', async () => {
    const answer = await rates({ Venue: 'lake' });
    const byType = new Map(answer.RoomTypes.map((t) => [t.PMSRoomTypeId, t.Accessibility]));
    expect(byType.get('LKSUI')).toEqual(FULL);
    expect(byType.get('LKDBL')).toEqual({
      StepFree: false,
      RollInShower: false,
      GrabRails: false,
      HearingLoop: false,
      VisualAlarm: false,
      DoorWidthCm: 76,
    });
    expect(isAccessibleRoom(byType.get('LODGE')!)).toBe(false);
  });

  it('answers the inn’s family room fully accessible', async () => {
    const answer = await rates({
      Venue: 'inn',
      ArrivalDate: '2026-03-24',
      DepartureDate: '2026-03-26',
    });
    const family = answer.RoomTypes.find((t) => t.PMSRoomTypeId === 'INNFAM');
    expect(family?.Accessibility).toEqual({ ...FULL, DoorWidthCm: 85 });
  });

  it.each(VENUES)(
    '%s: at least two room types state features, one every feature with a wide door',
    (venue) => {
      const features = [...sandbox.current.repos.stayInventory.accessibility(venue).values()];
      expect(features.filter(isAccessibleRoom).length).toBeGreaterThanOrEqual(2);
      expect(features.some(isFull)).toBe(true);
    },
  );
});
