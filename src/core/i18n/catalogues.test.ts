import { describe, expect, it } from 'vitest';
import type { Catalogue, PluralForms } from './catalogue';
import { DE } from './messages-de';
import { EN } from './messages-en';
import { pickLanguage } from './pick-language';
import { pseudoCatalogue, pseudoText } from './pseudo-locale';
import { createTranslate } from './translate';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (message: string | PluralForms) =>
  typeof message === 'string' ? { other: message } : (message as unknown as Record<string, string>);

describe('catalogues', () => {
  const languages: [string, Catalogue][] = [
    ['de', DE],
    ['en-XA', pseudoCatalogue(EN)],
  ];

  it.each(languages)('%s has exactly the English keys', (_, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(EN).sort());
  });

  it.each(languages)('%s uses the same placeholders in every message and form', (_, catalogue) => {
    for (const [key, english] of Object.entries(EN) as [keyof Catalogue, string | PluralForms][]) {
      const wanted = placeholders(forms(english).other ?? '');
      for (const text of Object.values(forms(catalogue[key]))) {
        expect({ key, found: placeholders(text) }).toEqual({ key, found: wanted });
      }
    }
  });

  it('German plurals give every form German needs', () => {
    const needed = new Intl.PluralRules('de').resolvedOptions().pluralCategories;
    for (const message of Object.values(DE as Catalogue)) {
      if (typeof message === 'string') continue;
      for (const form of needed) expect(message).toHaveProperty(form);
    }
  });
});

describe('createTranslate', () => {
  it('fills placeholders and formats numbers in the language', () => {
    expect(createTranslate('en', EN)('golf.holeNamed', { number: 7, name: 'Lakeside' })).toBe(
      'Hole 7: Lakeside',
    );
    expect(createTranslate('de', DE)('golf.hole', { number: 1234 })).toBe('Loch 1.234');
    expect(createTranslate('en', EN)('golf.hole', { number: 1234 })).toBe('Hole 1,234');
  });

  it('chooses a plural form by Intl.PluralRules from count', () => {
    const rooms = { one: '{count} Zimmer frei', other: '{count} Zimmer frei (mehrere)' };
    const t = createTranslate('de', { ...DE, 'golf.par': rooms } as unknown as Catalogue);
    const plural = t as unknown as (key: string, p: { count: number }) => string;
    expect(plural('golf.par', { count: 1 })).toBe('1 Zimmer frei');
    expect(plural('golf.par', { count: 2 })).toBe('2 Zimmer frei (mehrere)');
    expect(plural('golf.par', { count: 0 })).toBe('0 Zimmer frei (mehrere)');
  });

  it('leaves an unknown placeholder visible rather than dropping words', () => {
    const t = createTranslate('en', { ...EN, 'golf.par': 'Par {x}' } as unknown as Catalogue);
    expect(t('golf.par')).toBe('Par {x}');
  });

  it('types placeholders from the English text', () => {
    const t = createTranslate('en', EN);
    // @ts-expect-error a misspelt placeholder fails the typecheck
    t('golf.hole', { nmber: 7 });
    // @ts-expect-error a message with placeholders needs its values
    t('golf.hole');
    // @ts-expect-error a key that is not in the catalogue fails the typecheck
    t('golf.nope');
    expect(t('golf.tee')).toBe('Tee');
  });
});

describe('pseudo-locale', () => {
  it('accents every letter, keeps placeholders and is at least 35 % longer', () => {
    for (const text of Object.values(EN).flatMap((m) => Object.values(forms(m)))) {
      const pseudo = pseudoText(text);
      expect(pseudo.replace(/\{\w+\}/g, '')).not.toMatch(/[a-zA-Z]/);
      expect(placeholders(pseudo)).toEqual(placeholders(text));
      expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(text.length * 1.35));
    }
  });
});

describe('pickLanguage', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE-ch', 'de'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['en-XA', 'en-XA'],
    ['deutsch', 'en'],
  ])('%s → %s', (tag, language) => {
    expect(pickLanguage(tag)).toBe(language);
  });
});
