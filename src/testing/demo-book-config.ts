import { readFile } from 'node:fs/promises';
import { type Config, parseConfig } from '../core/config';

/** The config of the demo book page (`demo-pages/the-lake/book/`), as the page parses it. */
export async function demoBookConfig(): Promise<Config> {
  const html = await readFile(
    new URL('../../demo-pages/the-lake/book/index.html', import.meta.url),
    'utf8',
  );
  const block = /<script type="application\/json" id="innkit-config">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return parseConfig(JSON.parse(block ?? '{}'));
}
