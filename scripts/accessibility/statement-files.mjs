// What the statement's files must hold, from the data file: the page, and the markdown
// statement (between its markers) as the data file generates it, laid out by prettier.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { renderStatementMarkdown, renderStatementPage } from './render-statement.mjs';

export const DATA_FILE = 'docs/accessibility/criteria.json';
export const PAGE_FILE = 'demo-pages/accessibility/index.html';
export const MARKDOWN_FILE = 'docs/accessibility/statement.md';
export const START =
  '<!-- accessibility-statement:start (generated: edit docs/accessibility/criteria.json) -->';
export const END = '<!-- accessibility-statement:end -->';

/** `{ [file]: text }` for the page and the markdown statement. */
export async function statementFiles(root) {
  const data = JSON.parse(readFileSync(path.join(root, DATA_FILE), 'utf8'));
  const markdownFile = path.join(root, MARKDOWN_FILE);
  const current = existsSync(markdownFile) ? readFileSync(markdownFile, 'utf8') : '';
  const options = { ...(await prettier.resolveConfig(markdownFile)), parser: 'markdown' };
  const section = await prettier.format(renderStatementMarkdown(data), options);
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const block = `${START}\n\n${section}\n${END}`;
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + END.length)}`
      : `${current.trim() ? `${current.trimEnd()}\n\n` : ''}${block}\n`;
  return { [PAGE_FILE]: renderStatementPage(data), [MARKDOWN_FILE]: next };
}
