import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOADING } from './default-loading';
import { EAGER_TAGS } from './eager-tags';
import { WIDGET_TAGS } from './tags';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The tag of every `widgets/<name>/ik-*.element.ts`. */
function elementTags(): string[] {
  const widgets = path.join(ROOT, 'widgets');
  return readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => readdirSync(path.join(widgets, dir.name)))
    .map((file) => /^(ik-[a-z-]+)\.element\.ts$/.exec(file)?.[1])
    .filter((tag): tag is string => tag !== undefined);
}

describe('WIDGET_TAGS', () => {
  it('lists exactly the tags of the widgets folder, once each', () => {
    const tags = elementTags();
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(WIDGET_TAGS).size).toBe(WIDGET_TAGS.length);
    expect([...WIDGET_TAGS].sort()).toEqual([...new Set(tags)].sort());
  });

  it('has a flavour in rollup.config.mjs for every tag, and no flavour for an unknown tag', async () => {
    const config = path.join(ROOT, 'rollup.config.mjs');
    const { FLAVOURS } = (await import(/* @vite-ignore */ config)) as {
      FLAVOURS: Record<string, string>;
    };
    expect(Object.keys(FLAVOURS).sort()).toEqual([...WIDGET_TAGS].sort());
    for (const tag of WIDGET_TAGS) expect(['preact', 'react']).toContain(FLAVOURS[tag]);
    // Importing the config loads every rollup plugin: seconds on a busy machine.
  }, 60_000);

  it('holds valid custom element names (lowercase, with a hyphen, ik- prefix)', () => {
    for (const tag of WIDGET_TAGS) expect(tag).toMatch(/^ik-[a-z]+(-[a-z]+)*$/);
  });
});

describe('DEFAULT_LOADING', () => {
  it('gives every tag a strategy, and names no other tag', () => {
    expect(Object.keys(DEFAULT_LOADING).sort()).toEqual([...WIDGET_TAGS].sort());
  });

  it('loads at once only what a guest needs at once: the header, the notice, the engine', () => {
    const eager = WIDGET_TAGS.filter((tag) => DEFAULT_LOADING[tag] === 'eager');
    expect(eager.sort()).toEqual(['ik-booking-engine', 'ik-header', 'ik-session-notice']);
    expect([...EAGER_TAGS].sort()).toEqual(eager);
  });

  it('loads calendars, forms and golf holes when visible, the self-opening modals when idle', () => {
    for (const tag of ['ik-stay-calendar', 'ik-contact-form', 'ik-golf-hole'] as const) {
      expect(DEFAULT_LOADING[tag]).toBe('visible');
    }
    expect(DEFAULT_LOADING['ik-subscribe-modal']).toBe('idle');
    expect(DEFAULT_LOADING['ik-page-popup']).toBe('idle');
  });
});
