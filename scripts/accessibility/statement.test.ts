import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { HOW, renderStatementPage } from './render-statement.mjs';
// @ts-expect-error: plain .mjs build scripts without type declarations
import { DATA_FILE, MARKDOWN_FILE, PAGE_FILE, statementFiles } from './statement-files.mjs';

interface Evidence {
  how: string;
  file: string;
  section?: string;
  pending?: string;
}
interface Criterion {
  id: string;
  name: string;
  level: string;
  status: string;
  evidence: Evidence[];
  note: string;
}

const data = JSON.parse(readFileSync(DATA_FILE, 'utf8')) as { criteria: Criterion[] };

/** WCAG 2.2's level A and AA success criteria (4.1.1 Parsing is obsolete and removed). */
// prettier-ignore
const WCAG_22_A_AA = [
  '1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.3.1', '1.3.2', '1.3.3', '1.3.4',
  '1.3.5', '1.4.1', '1.4.2', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12', '1.4.13',
  '2.1.1', '2.1.2', '2.1.4', '2.2.1', '2.2.2', '2.3.1', '2.4.1', '2.4.2', '2.4.3', '2.4.4',
  '2.4.5', '2.4.6', '2.4.7', '2.4.11', '2.5.1', '2.5.2', '2.5.3', '2.5.4', '2.5.7', '2.5.8',
  '3.1.1', '3.1.2', '3.2.1', '3.2.2', '3.2.3', '3.2.4', '3.2.6', '3.3.1', '3.3.2', '3.3.3',
  '3.3.4', '3.3.7', '3.3.8', '4.1.2', '4.1.3',
];

describe('the accessibility statement data', () => {
  it('lists every WCAG 2.2 A and AA criterion once, in order', () => {
    expect(data.criteria.map((c) => c.id)).toEqual(WCAG_22_A_AA);
  });

  it.each(data.criteria.map((c) => [`${c.id} ${c.name}`, c] as const))(
    '%s names its evidence, each a file that exists (or is marked pending)',
    (_, criterion) => {
      expect(criterion.evidence.length, 'no evidence named').toBeGreaterThan(0);
      expect(['A', 'AA']).toContain(criterion.level);
      expect(['supports', 'partially supports', 'does not support', 'not applicable']).toContain(
        criterion.status,
      );
      expect(criterion.note.trim()).not.toBe('');
      for (const e of criterion.evidence) {
        expect(HOW, `how "${e.how}"`).toContain(e.how);
        if (e.pending) {
          // Another branch of issue 22 adds it: once it exists, the mark must go.
          expect(existsSync(e.file), `${e.file} exists now: remove "pending"`).toBe(false);
        } else {
          expect(existsSync(e.file), `${e.file} does not exist`).toBe(true);
        }
        if (e.section) {
          expect(readFileSync(e.file, 'utf8'), `section "${e.section}"`).toContain(
            `## ${e.section}`,
          );
        }
      }
    },
  );

  it('says which evidence is still to come from the other branches', () => {
    const pending = data.criteria.flatMap((c) =>
      c.evidence.filter((e) => e.pending).map((e) => `${c.id} ${e.file} (${e.pending})`),
    );
    console.log(`statement: evidence still pending: ${pending.length}\n${pending.join('\n')}`);
    expect(pending.every((line) => / \(\w[\w-]*\)$/.test(line))).toBe(true);
  });
});

describe('the generated statement', () => {
  it('the page and docs/accessibility/statement.md are what the data file generates (npm run build)', async () => {
    const files = (await statementFiles('.')) as Record<string, string>;
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(file, 'utf8'), `${file}: run npm run build`).toBe(text);
    }
    expect(Object.keys(files)).toEqual([PAGE_FILE, MARKDOWN_FILE]);
  });

  it('escapes the data file’s text on the page', () => {
    const html = renderStatementPage({
      ...data,
      organisation: '<script>x</script>',
      criteria: [{ ...data.criteria[0], note: '<img src=x onerror=alert(1)>' }],
    }) as string;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
