import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ART_SUBJECTS, THEMES, themeArtBlock } from './theme-art.mjs';

describe('the themes’ own art (scripts/themes/theme-art.mjs)', () => {
  it('stands in each theme as the script draws it: run the script after changing a drawing', () => {
    for (const theme of THEMES) {
      const css = readFileSync(new URL(`../../themes/${theme}.css`, import.meta.url), 'utf8');
      expect(css, theme).toContain(themeArtBlock(theme));
    }
  });

  it('gives every theme every subject the landing tiles name, each its own drawing', () => {
    const blocks = THEMES.map((theme) => themeArtBlock(theme));
    for (const block of blocks)
      for (const subject of ['stay', 'dining', 'spa', 'activity', 'skating', 'gift'])
        expect(block).toContain(`--ik-art-${subject}: url("data:image/svg+xml,`);
    expect(ART_SUBJECTS).toHaveLength(6);
    expect(new Set(blocks).size).toBe(THEMES.length);
  });
});
