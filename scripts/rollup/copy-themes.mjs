import { copyFile, cp, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { THEME_FONTS } from '../fonts/theme-fonts.mjs';

/**
 * Copy the theme CSS files to dist/themes, where pages link them, and the themes' web fonts
 * (scripts/fonts/theme-fonts.mjs, from their @fontsource packages) to dist/themes/fonts, where
 * the theme CSS names them.
 */
export function copyThemes({ from, to }) {
  return {
    name: 'innkit-copy-themes',
    async writeBundle() {
      if (!existsSync(from)) return;
      await mkdir(path.join(to, 'fonts'), { recursive: true });
      await cp(from, to, { recursive: true });
      const files = new Map(THEME_FONTS.map((font) => [font.file, font.path]));
      await Promise.all(
        [...files].map(([file, from]) => copyFile(from, path.join(to, 'fonts', file))),
      );
    },
  };
}
