import { describe, expect, it } from 'vitest';
import { ACTIVITY_DEFAULTS } from './activity-config';
import { isSchoolSession, screenClasses, screenLocation } from './screen-classes';

const cls = (SpaItemId: string, ItemName: string, ItemCategory: string) => ({
  SpaItemId,
  ItemName,
  ItemCategory,
});
const lake = [
  cls('103370', 'Wild swimming', 'ACTIVE'),
  cls('103371', 'Fellside sauna', 'ACTIVE'),
  cls('103380', 'Creative wellness workshop', 'EVENT'),
];
const rink = [
  cls('109100', 'Ice skating', 'ICE SKATING'),
  cls('109110', 'Ice skating for schools', 'ICE SKATING'),
  cls('109200', 'Festive wreath making', 'SPECIAL EVENT'),
];
const names = (list: { ItemName: string }[]) => list.map((c) => c.ItemName);

describe('screenClasses', () => {
  it('lists only item 103370 on wild swimming and hides it on the sauna', () => {
    expect(names(screenClasses('wild-swimming', lake, ACTIVITY_DEFAULTS))).toEqual([
      'Wild swimming',
    ]);
    expect(names(screenClasses('fellside-sauna', lake, ACTIVITY_DEFAULTS))).toEqual([
      'Fellside sauna',
    ]);
  });

  it('lists category EVENT on the events screen', () => {
    expect(names(screenClasses('events', lake, ACTIVITY_DEFAULTS))).toEqual([
      'Creative wellness workshop',
    ]);
  });

  it('splits the rink: skating without schools, schools only, and the special events', () => {
    expect(names(screenClasses('ice-skating', rink, ACTIVITY_DEFAULTS))).toEqual(['Ice skating']);
    expect(names(screenClasses('ice-skating-schools', rink, ACTIVITY_DEFAULTS))).toEqual([
      'Ice skating for schools',
    ]);
    expect(names(screenClasses('special-events', rink, ACTIVITY_DEFAULTS))).toEqual([
      'Festive wreath making',
    ]);
  });

  it('follows a configured item id', () => {
    const config = { ...ACTIVITY_DEFAULTS, wildSwimmingItemId: '103371' };
    expect(names(screenClasses('wild-swimming', lake, config))).toEqual(['Fellside sauna']);
  });
});

describe('screenLocation', () => {
  it('asks location 103 for wild swimming and the sauna, 109 for the rink', () => {
    expect(screenLocation('wild-swimming', ACTIVITY_DEFAULTS)).toBe('103');
    expect(screenLocation('fellside-sauna', ACTIVITY_DEFAULTS)).toBe('103');
    expect(screenLocation('ice-skating', ACTIVITY_DEFAULTS)).toBe('109');
    expect(screenLocation('ice-skating-schools', ACTIVITY_DEFAULTS)).toBe('109');
    expect(screenLocation('special-events', ACTIVITY_DEFAULTS)).toBe('109');
    const moved = { ...ACTIVITY_DEFAULTS, locations: { lake: '1', events: '2', rink: '3' } };
    expect(screenLocation('events', moved)).toBe('2');
  });
});

describe('isSchoolSession', () => {
  it('recognises school sessions by name', () => {
    expect(isSchoolSession({ ItemName: 'Schools skate' })).toBe(true);
    expect(isSchoolSession({ ItemName: 'Ice skating' })).toBe(false);
    expect(isSchoolSession({ ItemName: 'Preschooler fun' })).toBe(false);
  });
});
