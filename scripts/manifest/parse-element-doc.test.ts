import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { parseElementDoc } from './parse-element-doc.mjs';
// @ts-expect-error: a plain .mjs build script without type declarations
import { readConfigAttributes } from './config-attributes.mjs';
import { CONFIG_KEYS } from '../../src/core/config';

const config = readConfigAttributes('.') as {
  configKeys: string[];
  configDocs: Record<string, string>;
};
const names = (list: { name: string }[]) => list.map((item) => item.name);
const read = (file: string) =>
  parseElementDoc(readFileSync(file, 'utf8'), file, config).declarations[0];

describe('parseElementDoc', () => {
  it("lists the header's attributes, properties, events, parts, custom properties and slots", () => {
    const file = 'widgets/header/ik-header.element.ts';
    const module = parseElementDoc(readFileSync(file, 'utf8'), 'dist/ik-header.js', config);
    const el = module.declarations[0];
    expect(el.tagName).toBe('ik-header');
    expect(names(el.attributes).slice(0, 2)).toEqual(['book-base', 'home-url']);
    expect(names(el.members).slice(0, 2)).toEqual(['bookBase', 'homeUrl']);
    expect(el.members).toHaveLength(CONFIG_KEYS.length); // the header's are config keys
    expect(el.events.map((e: { name: string }) => e.name)).toEqual(['ik-before-navigate']);
    expect(el.cssParts.map((p: { name: string }) => p.name)).toContain('badge');
    expect(el.cssProperties.map((p: { name: string }) => p.name)).toContain('--ik-header-height');
    expect(el.slots.map((s: { name: string }) => s.name)).toEqual(['logo']);
    expect(module.exports[1]).toMatchObject({
      kind: 'custom-element-definition',
      name: 'ik-header',
      declaration: { module: 'dist/ik-header.js' },
    });
  });

  it('joins descriptions that run over several lines', () => {
    const source = `/**\n * A thing.\n * @element ik-x\n * @attr {string} a - first line\n *   second line\n */\nexport const X = defineWidget({});`;
    const el = parseElementDoc(source, 'x.ts').declarations[0];
    expect(el.attributes[0].description).toBe('first line second line');
  });

  it('names the default slot "" (a `@slot - text` line), and keeps named slots', () => {
    const file = 'widgets/slide-menu/ik-slide-menu.element.ts';
    const el = parseElementDoc(readFileSync(file, 'utf8'), file).declarations[0];
    expect(el.slots.map((s: { name: string }) => s.name)).toEqual(['', 'toolbar']);
  });

  it('reads the configuration keys every element observes from the config schema', () => {
    expect(config.configKeys).toEqual(CONFIG_KEYS);
    expect(config.configDocs.apiBase).toMatch(/page-wide in effect/);
    expect(config.configDocs.bookBase).toMatch(/Overrides the page config's `bookBase`/);
  });

  it('gives every element the configuration attributes, each with its property', () => {
    const el = read('widgets/contact-form/ik-contact-form.element.ts');
    for (const key of CONFIG_KEYS) {
      const attr = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      expect(el.attributes.find((a: { name: string }) => a.name === attr)?.fieldName).toBe(key);
      expect(names(el.members)).toContain(key);
    }
    // The element's own text wins over the generic one.
    const script = el.attributes.find((a: { name: string }) => a.name === 'recaptcha-script');
    expect(script.description).toBe("The bot-check script's address (default from config).");
  });

  it("makes properties of the definition's typed attributes only (golf-hole has none)", () => {
    const hole = read('widgets/golf-hole/ik-golf-hole.element.ts');
    const own = hole.attributes.filter((a: { name: string }) => !a.fieldName);
    expect(names(own)).toEqual([
      'hole',
      'name',
      'par',
      'stroke-index',
      'diagram',
      'diagram-alt',
      'pin-zones',
      'pin-zones-alt',
      'yards-black',
      'yards-blue',
      'yards-white',
      'yards-yellow',
    ]);
    expect(names(hole.members).filter((n) => !CONFIG_KEYS.includes(n as never))).toEqual([]);
    expect(names(hole.cssParts)).toEqual(
      expect.arrayContaining(['tee-selected', 'diagram-missing']),
    );
    const calendar = read('widgets/stay-calendar/ik-stay-calendar.element.ts');
    expect(names(calendar.members)).toEqual(
      expect.arrayContaining(['venue', 'packageMode', 'minNights', 'adults', 'bookBase']),
    );
  });

  it('refuses a typed attribute without its @attr line', () => {
    const source = `/**\n * A thing.\n * @element ik-x\n */\nexport const X = defineWidget({ attributes: { venue: 'string' } });`;
    expect(() => parseElementDoc(source, 'x.ts')).toThrow(/without an @attr line: venue/);
  });

  it("types a property by the definition's map (a json attribute is unknown)", () => {
    const el = read('widgets/competition-form/ik-competition-form.element.ts');
    const type = (name: string) =>
      el.members.find((m: { name: string }) => m.name === name).type.text;
    expect([type('partners'), type('askTelephone'), type('competitionId')]).toEqual([
      'unknown',
      'boolean',
      'string',
    ]);
  });

  it('types each event by the event map', () => {
    const el = read('widgets/golf-hole/ik-golf-hole.element.ts');
    expect(el.events[0].type.text).toBe("CustomEvent<IkEventMap['ik-tee-change']>");
  });

  it('refuses an element without a JSDoc header', () => {
    expect(() => parseElementDoc('export const X = defineWidget({});', 'x.ts')).toThrow(/JSDoc/);
  });
});
