import { describe, expect, it } from 'vitest';
import { browserFolders, changedFiles, lintable } from './test-quick-files.mjs';

describe('test:quick file selection', () => {
  const answers: Record<string, string[]> = {
    'diff --name-only --diff-filter=d HEAD': ['src/ui/Button.tsx', 'README.md'],
    'ls-files --others --exclude-standard': ['src/ui/Badge.tsx', 'src/ui/Button.tsx'],
    'diff --name-only --diff-filter=d main...HEAD': ['widgets/header/Header.tsx'],
  };
  const git = (...args: string[]) => answers[args.join(' ')] ?? [];

  it('takes uncommitted and untracked files once each, sorted', () => {
    expect(changedFiles(git)).toEqual(['README.md', 'src/ui/Badge.tsx', 'src/ui/Button.tsx']);
  });

  it('adds the commits since a reference when asked', () => {
    expect(changedFiles(git, 'main')).toContain('widgets/header/Header.tsx');
    expect(changedFiles(git)).not.toContain('widgets/header/Header.tsx');
  });

  it('lints only code files', () => {
    expect(lintable(['README.md', 'a.ts', 'b.tsx', 'c.mjs', 'd.css'])).toEqual([
      'a.ts',
      'b.tsx',
      'c.mjs',
    ]);
  });

  it('runs the browser tests of the changed folders under src and widgets only', () => {
    expect(
      browserFolders([
        'src/ui/Button.tsx',
        'src/ui/button.css',
        'widgets/header/Header.tsx',
        'tests/browser/helpers.ts',
        'tests/journeys/axe.ts',
        'sandbox/app.ts',
        'README.md',
      ]),
    ).toEqual(['src/ui/', 'tests/browser/', 'widgets/header/']);
  });
});
