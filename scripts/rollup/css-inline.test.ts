import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssInline } from './css-inline.mjs';

async function inline(css: string): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'css-inline-')), 'x.css');
  writeFileSync(file, css);
  const plugin = cssInline();
  const code = (await plugin.load.call({ addWatchFile: () => {} }, `${file}?inline`)) as string;
  return JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as string;
}

describe('cssInline', () => {
  it('minifies declarations and comments', async () => {
    expect(await inline('/* note */\n.a {\n  color: red;\n  margin: 0;\n}\n')).toBe(
      '.a{color:red;margin:0}',
    );
  });

  it('keeps the descendant combinator before a pseudo-class', async () => {
    expect(await inline('.a :is(b, c) { color: red; }')).toBe('.a :is(b,c){color:red}');
    expect(await inline('.a:hover > .b { color: red; }')).toBe('.a:hover>.b{color:red}');
  });
});
