import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigSchema } from '../../src/schemas/config';

/** The keys of a markdown file's configuration table: the one whose header starts `| key`. */
function tableKeys(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((line) => /^\| key +\|/.test(line));
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  return start < 0 ? [] : rows.map((row) => /^\| `(\w+)`/.exec(row)?.[1] ?? row);
}

describe('the configuration keys are documented', () => {
  const keys = Object.keys(ConfigSchema.entries).sort();

  it.each(['README.md', 'docs/configuration.md'])(
    '%s has one row for every key of ConfigSchema, and no other',
    (file) => {
      expect(tableKeys(file).sort()).toEqual(keys);
    },
  );
});
