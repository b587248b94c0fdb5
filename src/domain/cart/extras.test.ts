import { describe, expect, it } from 'vitest';
import type { SpecialService } from '../../schemas/rs-request';
import { extraGroups } from './extra-groups';
import { NOTE_MAX_LENGTH, validateExtra } from './validate-extra';

const service = (
  PMSItemId: string,
  PMSSpecialServiceName: string,
  PMSSpecialServiceCategory: string,
  Options: string[] = [],
): SpecialService => ({
  PMSItemId,
  PMSSpecialServiceName,
  PMSSpecialServiceCategory,
  Options,
  Price: 10,
});

const catalogue = [
  service('1', 'Dogs', 'Dogs', ['Small dog', 'Large dog']),
  service('2', 'Twin', 'Beds'),
  service('3', 'Prosecco', 'Treats'),
  service('4', 'Double', 'Beds'),
  service('5', 'Guest Note', 'Guest note'),
  service('6', 'Allergies', 'Allergies', ['Gluten', 'Nuts', 'Dairy']),
];

describe('extraGroups', () => {
  it('makes dogs and beds a choice each, the note a text, allergies a multi-select', () => {
    const groups = extraGroups(catalogue);
    expect(groups.map((g) => [g.kind, g.label])).toEqual([
      ['choice', 'Bringing your dog'],
      ['choice', 'Bed type'],
      ['simple', 'Prosecco'],
      ['note', 'Note for the hotel'],
      ['multi', 'Allergies'],
    ]);
    const [dogs, beds] = groups;
    expect(dogs!.kind === 'choice' && dogs!.choices.map((c) => [c.label, c.comment])).toEqual([
      ['Small dog', 'Small dog'],
      ['Large dog', 'Large dog'],
    ]);
    expect(beds!.kind === 'choice' && beds!.choices.map((c) => c.service.PMSItemId)).toEqual([
      '2',
      '4',
    ]);
  });
});

describe('validateExtra', () => {
  const [dogs, beds, prosecco, note, allergies] = extraGroups(catalogue);

  it('needs a choice for a dog or a bed', () => {
    expect(validateExtra(dogs!, {})).toEqual({
      ok: false,
      message: 'Please choose an option for bringing your dog.',
    });
    expect(validateExtra(beds!, { choice: null }).ok).toBe(false);
    expect(validateExtra(beds!, { choice: 7 }).ok).toBe(false);
    expect(validateExtra(dogs!, { choice: 1 })).toEqual({
      ok: true,
      add: { PMSItemId: '1', Comments: 'Large dog' },
    });
    expect(validateExtra(beds!, { choice: 1 })).toEqual({
      ok: true,
      add: { PMSItemId: '4', Comments: null },
    });
  });

  it('needs text for the guest note, trimmed and not too long', () => {
    expect(validateExtra(note!, { text: '   ' })).toEqual({
      ok: false,
      message: 'Please write your note for the hotel.',
    });
    expect(validateExtra(note!, { text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }).ok).toBe(false);
    expect(validateExtra(note!, { text: ' Late train ' })).toEqual({
      ok: true,
      add: { PMSItemId: '5', Comments: 'Late train' },
    });
  });

  it('needs at least one allergy, keeping the listed order and ignoring unknown ticks', () => {
    expect(validateExtra(allergies!, { picked: [] }).ok).toBe(false);
    expect(validateExtra(allergies!, { picked: ['Soap'] }).ok).toBe(false);
    expect(validateExtra(allergies!, { picked: ['Dairy', 'Gluten'] })).toEqual({
      ok: true,
      add: { PMSItemId: '6', Comments: 'Gluten, Dairy' },
    });
  });

  it('adds a simple extra as it is', () => {
    expect(validateExtra(prosecco!, {})).toEqual({
      ok: true,
      add: { PMSItemId: '3', Comments: null },
    });
  });
});
