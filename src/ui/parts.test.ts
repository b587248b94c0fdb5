import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_PARTS } from './parts';

const ui = path.dirname(new URL(import.meta.url).pathname);
const read = (file: string) => readFileSync(path.join(ui, file), 'utf8');

/** The text of each `var(--ik-…[, fallback])` in some CSS, with nested parentheses kept. */
function varsIn(css: string): { name: string; fallback: string | null }[] {
  const found: { name: string; fallback: string | null }[] = [];
  const re = /var\(\s*(--ik-[a-z0-9-]+)\s*(,)?/g;
  for (let m = re.exec(css); m; m = re.exec(css)) {
    if (!m[2]) {
      found.push({ name: m[1]!, fallback: null });
      continue;
    }
    let depth = 1;
    let i = re.lastIndex;
    for (; i < css.length && depth > 0; i += 1) {
      if (css[i] === '(') depth += 1;
      if (css[i] === ')') depth -= 1;
    }
    found.push({ name: m[1]!, fallback: css.slice(re.lastIndex, i - 1).trim() });
  }
  return found;
}

/** themes/base.css's tokens (its first :root blocks), nested var()s resolved. */
function baseTokens(): Map<string, string> {
  const css = readFileSync(path.join(ui, '../../themes/base.css'), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  const tokens = new Map<string, string>();
  for (const block of css.matchAll(/(?:^|\n):root\s*\{([^}]*)\}/g)) {
    for (const decl of block[1]!.matchAll(/(--ik-[a-z0-9-]+)\s*:\s*([^;]+);/g)) {
      tokens.set(decl[1]!, decl[2]!.trim());
    }
  }
  const resolve = (value: string): string =>
    value.replace(/var\((--ik-[a-z0-9-]+)\)/g, (_, name: string) =>
      resolve(tokens.get(name) ?? ''),
    );
  return new Map([...tokens].map(([name, value]) => [name, resolve(value)]));
}

/** One spelling of a value: spaces, and a three-digit hex colour as its six digits. */
const norm = (value: string) =>
  value
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/#([0-9a-f])([0-9a-f])([0-9a-f])\b/gi, '#$1$1$2$2$3$3')
    .toLowerCase()
    .trim();

/** Every stylesheet under src/ and widgets/, relative to the repository. */
const repo = path.join(ui, '../..');
function stylesheets(dir: string): string[] {
  return readdirSync(path.join(repo, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(repo, file)).isDirectory()) return stylesheets(file);
    return name.endsWith('.css') ? [file] : [];
  });
}

/**
 * Stylesheets whose fallbacks still differ from the base theme, each being edited elsewhere
 * as this guard came in: fix them (the base value, or no fallback) and take them off.
 */
const STILL_DRIFTING = [
  'widgets/booking-engine/booking-engine.css',
  'widgets/booking-engine/screens/checkout/checkout.css',
  'widgets/booking-engine/screens/my-booking/amend-dialog.css',
  'widgets/booking-engine/screens/my-booking/booking-lists.css',
  'widgets/booking-engine/screens/my-booking/pay-balance.css',
];

/** A stylesheet's fallbacks of base tokens that differ from themes/base.css. */
function drifting(file: string, base: Map<string, string>): string[] {
  const css = readFileSync(path.join(repo, file), 'utf8');
  return varsIn(css)
    .filter(({ name, fallback }) => fallback !== null && base.has(name))
    .filter(({ name, fallback }) => norm(fallback!) !== norm(base.get(name)!))
    .map(({ name, fallback }) => `${file}: ${name}, ${fallback}`);
}

function kitSources(dir = ui): string {
  return readdirSync(dir)
    .flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return [kitSources(file)];
      return /\.tsx$/.test(name) && !name.includes('.browser.') ? [readFileSync(file, 'utf8')] : [];
    })
    .join('\n');
}

describe('the kit’s map of parts and tokens (src/ui/parts.ts)', () => {
  const base = baseTokens();

  it.each(Object.entries(KIT_PARTS))('%s lists exactly the tokens its CSS reads', (_, part) => {
    const used = [...new Set(varsIn(read(part.css)).map((v) => v.name))].sort();
    expect(used).toEqual([...part.tokens].sort());
    for (const token of used) expect(base.has(token), `${token} in themes/base.css`).toBe(true);
  });

  it.each(Object.entries(KIT_PARTS))('%s: every fallback equals themes/base.css', (_, part) => {
    for (const { name, fallback } of varsIn(read(part.css))) {
      if (fallback === null) continue;
      expect(norm(fallback), `${part.css}: ${name}`).toBe(norm(base.get(name) ?? ''));
    }
  });

  it('every stylesheet under src/ and widgets/: a base token’s fallback is the base value', () => {
    const files = [...stylesheets('src'), ...stylesheets('widgets')];
    expect(files.length).toBeGreaterThan(50);
    const found = files.filter((file) => !STILL_DRIFTING.includes(file));
    expect(found.flatMap((file) => drifting(file, base))).toEqual([]);
    // The list only shrinks: a file fixed (or gone) leaves it.
    for (const file of STILL_DRIFTING) {
      expect(files.includes(file) && drifting(file, base).length > 0, file).toBe(true);
    }
  });

  it('names only parts that the kit renders', () => {
    const sources = kitSources();
    for (const part of new Set(Object.values(KIT_PARTS).flatMap((p) => p.parts))) {
      // A part attribute may hold several names ("error failure": a part and its old name).
      const named = new RegExp(`['"]([a-z-]+ )*${part}( [a-z-]+)*['"]`);
      expect(named.test(sources), part).toBe(true);
    }
  });
});
