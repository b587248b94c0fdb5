import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { BASELINE, literalCounts, literalStrings } from './find-literal-strings.mjs';

type Found = { line: number; text: string }[];
const scan = literalStrings as (source: string) => Found;

describe('literal strings in views (issue 37 §1: words come from the catalogue)', () => {
  it('finds JSX text, worded attributes and string literals inside JSX', () => {
    const found = scan(
      [
        'export const A = ({ t }) => (',
        '  <section aria-label="Golf hole" className="x">',
        '    <h3>Hole seven</h3>',
        "    {ok ? 'Sold out' : null}",
        "    <input aria-label={busy ? 'Saving' : 'Save'} className={'wide'} />",
        "    <img alt={t('golf.alt')} src='/a.svg' />",
        '    <p>{t("golf.par")} · 4</p>',
        '  </section>',
        ');',
      ].join('\n'),
    );
    expect(found).toEqual([
      { line: 2, text: 'Golf hole' },
      { line: 3, text: 'Hole seven' },
      { line: 4, text: 'Sold out' },
      { line: 5, text: 'Saving' },
      { line: 5, text: 'Save' },
    ]);
  });

  it('ignores punctuation, numbers, class names and keys', () => {
    expect(
      scan('const B = () => <p className="ik-error" part="error" data-x="abc">{n} · 3 –</p>;'),
    ).toEqual([]);
  });

  const counts = literalCounts() as Record<string, number>;
  const baseline = JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, number>;

  it('no view gains a literal string (move new words into src/core/i18n/messages-en.ts)', () => {
    const grown = Object.entries(counts)
      .filter(([file, n]) => n > (baseline[file] ?? 0))
      .map(([file, n]) => `${file}: ${n} (baseline ${baseline[file] ?? 0})`);
    expect(grown).toEqual([]);
  });

  it('the baseline only shrinks: lower it when a view moves to the catalogue (--write)', () => {
    const stale = Object.entries(baseline)
      .filter(([file, n]) => (counts[file] ?? 0) < n)
      .map(([file, n]) => `${file}: ${counts[file] ?? 0} (baseline ${n})`);
    expect(stale).toEqual([]);
  });

  it('the views already on the catalogue have none', () => {
    const onCatalogue = Object.keys(counts).filter((f) => f.startsWith('widgets/golf-hole/'));
    expect(onCatalogue.length).toBeGreaterThan(0);
    for (const file of onCatalogue) expect({ file, n: counts[file] }).toEqual({ file, n: 0 });
  });
});
