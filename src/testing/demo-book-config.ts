import { readFile } from 'node:fs/promises';
import { fillDemoDates } from '../../sandbox/static/demo-dates';
import { type Config, parseConfig } from '../core/config';

/**
 * The config of the demo book page (`demo-pages/the-lake/book/`), as the page parses it when
 * the sandbox serves it on `today` (its `{{today±N}}` dates filled in).
 */
export async function demoBookConfig(today: string): Promise<Config> {
  const file = await readFile(
    new URL('../../demo-pages/the-lake/book/index.html', import.meta.url),
    'utf8',
  );
  const html = fillDemoDates(file, today);
  const block = /<script type="application\/json" id="innkit-config">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return parseConfig(JSON.parse(block ?? '{}'));
}
