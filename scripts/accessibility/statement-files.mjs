// What the statement's files must hold, from the data file: the page, and the README with its
// section (between the markers) as the data file generates it, laid out by prettier.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { renderReadmeSection, renderStatementPage } from './render-statement.mjs';

export const DATA_FILE = 'docs/accessibility/criteria.json';
export const PAGE_FILE = 'demo-pages/accessibility/index.html';
export const START =
  '<!-- accessibility-statement:start (generated: edit docs/accessibility/criteria.json) -->';
export const END = '<!-- accessibility-statement:end -->';

/** `{ [file]: text }` for the page and the README. */
export async function statementFiles(root) {
  const data = JSON.parse(readFileSync(path.join(root, DATA_FILE), 'utf8'));
  const readmeFile = path.join(root, 'README.md');
  const readme = readFileSync(readmeFile, 'utf8');
  const options = { ...(await prettier.resolveConfig(readmeFile)), parser: 'markdown' };
  const section = await prettier.format(renderReadmeSection(data), options);
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  const block = `${START}\n\n${section}\n${END}`;
  const next =
    start >= 0 && end > start
      ? `${readme.slice(0, start)}${block}${readme.slice(end + END.length)}`
      : `${readme.trimEnd()}\n\n${block}\n`;
  return { [PAGE_FILE]: renderStatementPage(data), 'README.md': next };
}
