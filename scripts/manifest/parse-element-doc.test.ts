import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { parseElementDoc } from './parse-element-doc.mjs';

describe('parseElementDoc', () => {
  it("lists the header's attributes, properties, events, parts, custom properties and slots", () => {
    const file = 'widgets/header/ik-header.element.ts';
    const module = parseElementDoc(readFileSync(file, 'utf8'), file);
    const el = module.declarations[0];
    expect(el.tagName).toBe('ik-header');
    expect(el.attributes.map((a: { name: string }) => a.name)).toEqual(['book-base', 'home-url']);
    expect(el.members.map((m: { name: string }) => m.name)).toEqual(['bookBase', 'homeUrl']);
    expect(el.events.map((e: { name: string }) => e.name)).toEqual(['ik-before-navigate']);
    expect(el.cssParts.map((p: { name: string }) => p.name)).toContain('badge');
    expect(el.cssProperties.map((p: { name: string }) => p.name)).toContain('--ik-header-height');
    expect(el.slots.map((s: { name: string }) => s.name)).toEqual(['logo']);
    expect(module.exports[1]).toMatchObject({
      kind: 'custom-element-definition',
      name: 'ik-header',
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

  it('refuses an element without a JSDoc header', () => {
    expect(() => parseElementDoc('export const X = defineWidget({});', 'x.ts')).toThrow(/JSDoc/);
  });
});
