import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_TAGS } from '../../src/loader/tags';
import { readProperties } from '../../src/loader/define-shells';
import { elementProperties, loaderTags, propertyLists } from './element-properties.mjs';

const root = path.resolve(import.meta.dirname, '../..');

describe('elementProperties (the loader’s shells, from the manifest)', () => {
  const { elements, config } = elementProperties(root);

  it('lists every tag the loader knows, and no other', () => {
    expect(Object.keys(elements).sort()).toEqual([...WIDGET_TAGS].sort());
  });

  it('gives each typed property its attribute type, json included', () => {
    expect(elements['ik-stay-calendar']).toMatchObject({
      venue: 'string',
      packageMode: 'boolean',
      minNights: 'number',
      heading: 'string',
    });
    expect(elements['ik-competition-form']?.partners).toBe('json');
    expect(elements['ik-quick-book']).toEqual({
      label: 'string',
      heading: 'string',
      open: 'boolean',
    });
    // The golf hole's data are attributes it reads itself, not properties.
    expect(elements['ik-golf-hole']).toEqual({});
  });

  it('names the configuration keys once, apart from any element’s own properties', () => {
    expect(config).toEqual(expect.arrayContaining(['homeUrl', 'bookBase', 'apiBase', 'now']));
    expect(Object.values(elements).some((own) => 'homeUrl' in own)).toBe(false);
  });

  it('writes them in the loader’s short form, read back the same', () => {
    const lists = propertyLists(elements, [...WIDGET_TAGS]);
    expect(lists[WIDGET_TAGS.indexOf('ik-stay-calendar')]).toBe(
      'venue location promo packageMode:b minNights:n months:n adults:n heading',
    );
    WIDGET_TAGS.forEach((tag, index) => {
      expect(readProperties(lists[index] ?? '')).toEqual(elements[tag]);
    });
    expect(loaderTags(root)).toEqual([...WIDGET_TAGS]);
  });
});
