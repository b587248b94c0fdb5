import { cp, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';

/** Copy the theme CSS files to dist/themes, where pages link them. */
export function copyThemes({ from, to }) {
  return {
    name: 'innkit-copy-themes',
    async writeBundle() {
      if (!existsSync(from)) return;
      await mkdir(to, { recursive: true });
      await cp(from, to, { recursive: true });
    },
  };
}
