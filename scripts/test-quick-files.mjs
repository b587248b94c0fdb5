// Which files `npm run test:quick` looks at, and what it runs for them.
import path from 'node:path';

/**
 * The files changed in the working tree (modified, staged or untracked), and with `since`
 * also those changed by the commits since that reference. `git` runs git and returns the
 * lines of its output. Deleted files are left out; each file is named once.
 */
export function changedFiles(git, since) {
  const files = [
    ...git('diff', '--name-only', '--diff-filter=d', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
    ...(since ? git('diff', '--name-only', '--diff-filter=d', `${since}...HEAD`) : []),
  ];
  return [...new Set(files)].sort();
}

/** The files eslint checks. */
export const lintable = (files) => files.filter((file) => /\.(tsx?|mjs|js)$/.test(file));

/**
 * The folders whose browser tests (`*.browser.ts(x)`) should run: the folder of each changed
 * file under src/, widgets/ or tests/browser/ (the helpers and their own tests), given as the path fragments scripts/build-browser-tests.mjs
 * filters by (with a trailing slash, so `src/ui/` does not also pick `src/ui-extra/`).
 */
export function browserFolders(files) {
  const folders = files
    .filter((file) => /^(src|widgets|tests\/browser)\//.test(file))
    .map((file) => `${path.posix.dirname(file)}/`);
  return [...new Set(folders)].sort();
}
