import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** `import css from './x.css?inline'` gives the file's CSS as a string (as Vite does). */
export function cssInline() {
  const SUFFIX = '?inline';
  return {
    name: 'innkit-css-inline',
    resolveId(source, importer) {
      if (!source.endsWith(`.css${SUFFIX}`) || !importer) return null;
      return path.resolve(path.dirname(importer), source.slice(0, -SUFFIX.length)) + SUFFIX;
    },
    async load(id) {
      if (!id.endsWith(`.css${SUFFIX}`)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const css = (await readFile(file, 'utf8'))
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        // A space before ':' may be a descendant combinator (`.a :is(b)`): keep it.
        .replace(/\s*([{};,>])\s*/g, '$1')
        .replace(/:\s+/g, ':')
        .replace(/;}/g, '}')
        .trim();
      return `export default ${JSON.stringify(css)};`;
    },
  };
}
