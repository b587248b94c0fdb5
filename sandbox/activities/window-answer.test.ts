import { describe, expect, it } from 'vitest';
import { SEEDED_CLASSES } from '../db/seed-classes';
import { ITEM_POLICIES } from '../policies/item-policies';
import { dayJson, dayListing } from './day-listing';
import { sessionsOn } from './timetable';
import { windowAnswer } from './window-answer';

const catalogue = SEEDED_CLASSES;
const window = { StartDate: '2025-11-23', EndDate: '2025-11-25', Location: '109' };
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
/** The answer as it was built for every request before it was kept. */
const builtAfresh = (taken: ReadonlyMap<string, number>) =>
  `{"Result":{"value":"SUCCESS"},"DailySpaClasses":[${['2025-11-23', '2025-11-24', '2025-11-25']
    .map((day) => dayJson(day, dayListing(catalogue, day, '109'), taken))
    .join(',')}],"Policies":${JSON.stringify(ITEM_POLICIES.Active)}}`;

describe('windowAnswer', () => {
  it('is the answer built afresh, sent again while the places taken stay the same', () => {
    const none = new Map<string, number>();
    const first = windowAnswer(catalogue, window, none, { value: 'SUCCESS' });
    expect(text(first)).toBe(builtAfresh(none));
    expect(windowAnswer(catalogue, window, new Map(), { value: 'SUCCESS' })).toBe(first);
  });

  it('follows the places taken: another answer once one is taken', () => {
    const session = sessionsOn(catalogue, '2025-11-24', '109')[0]!;
    const taken = new Map([[session.spaClassId, 1]]);
    const answer = text(windowAnswer(catalogue, window, taken, { value: 'SUCCESS' }));
    expect(answer).toBe(builtAfresh(taken));
    expect(answer).not.toBe(builtAfresh(new Map()));
  });
});
