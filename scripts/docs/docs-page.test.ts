import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGET_TAGS } from '../../src/loader/tags';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { buildManifest } from '../manifest/build-manifest.mjs';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { elementTypes } from '../types/element-types.mjs';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { eventDeclarations } from '../types/event-declarations.mjs';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { EXAMPLES } from './examples.mjs';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { renderDocsPage } from './render-docs-page.mjs';

type Manifest = { modules: { declarations: { tagName: string; description: string }[] }[] };
const manifest = buildManifest('.') as Manifest;
const page = readFileSync('demo-pages/docs/index.html', 'utf8');
const types = elementTypes(
  manifest,
  eventDeclarations(readFileSync('src/core/events.ts', 'utf8')),
) as { innkit: string; react: string; modules: Record<string, string> };

describe('every tag the loader knows is typed, in the manifest and on /docs/', () => {
  it.each(WIDGET_TAGS)('%s', (tag) => {
    const inManifest = manifest.modules.some((m) => m.declarations[0]!.tagName === tag);
    expect(inManifest, 'manifest entry').toBe(true);
    expect(types.innkit, 'HTMLElementTagNameMap entry').toMatch(new RegExp(`'${tag}': Ik\\w+;`));
    expect(types.react, 'React JSX entry').toContain(`'${tag}': IkProps<`);
    expect(types.modules[tag], 'its module .d.ts').toBeDefined();
    expect(page, 'docs section').toContain(`<section id="${tag}"`);
    expect(tag in EXAMPLES, 'an example, or null with a link').toBe(true);
  });

  it('and nothing more: the manifest holds the loader tags only', () => {
    expect(manifest.modules.map((m) => m.declarations[0]!.tagName).sort()).toEqual(
      [...WIDGET_TAGS].sort(),
    );
  });
});

describe('the /docs/ page', () => {
  it('is the page the manifest generates (npm run build rewrites it)', () => {
    expect(page).toBe(renderDocsPage(manifest));
  });

  it('shows each live example and the same text escaped as its snippet', () => {
    const example = EXAMPLES['ik-golf-hole'] as string;
    expect(page).toContain(example);
    expect(page).toContain(
      example.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
    );
  });

  it("escapes the manifest's text", () => {
    const html = renderDocsPage({
      modules: [
        {
          declarations: [
            {
              tagName: 'ik-header',
              description: 'Says <img src=x onerror=alert(1)> `code`',
              attributes: [{ name: 'x"y', type: { text: 'string' }, description: '<b>bold</b>' }],
              events: [],
              cssParts: [],
              slots: [],
              cssProperties: [],
            },
          ],
        },
      ],
    }) as string;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; <code>code</code>');
  });
});
