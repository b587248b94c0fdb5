// The words a view renders written inline instead of coming from the message catalogue
// (issue 37 §1): JSX text with a letter in it, user-facing attributes given as string
// literals, and string literals inside JSX expressions. Counted per view file.
//
//   node scripts/i18n/find-literal-strings.mjs            prints the count per file
//   node scripts/i18n/find-literal-strings.mjs --write    rewrites the baseline (the ratchet)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BASELINE = path.join(root, 'scripts/i18n/literal-strings-baseline.json');
const VIEW_DIRS = ['widgets', 'src/ui'];
const SKIP = /\.(browser|test|examples|journey)\.tsx$|\/styleguide\//;
/** Attributes a guest reads or hears. */
const WORDED = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'legend',
  'heading',
  'hint',
]);
const hasWord = (text) => /\p{L}{2,}/u.test(text);

function viewFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...viewFiles(rel));
    else if (rel.endsWith('.tsx') && !SKIP.test(rel)) out.push(rel);
  }
  return out;
}

/** The node a value is shown through: up past `a ? b : c`, `a && b`, `a ?? b` and brackets. */
function shownBy(node) {
  let parent = node.parent;
  while (
    parent &&
    (ts.isConditionalExpression(parent) ||
      ts.isBinaryExpression(parent) ||
      ts.isParenthesizedExpression(parent))
  ) {
    parent = parent.parent;
  }
  return parent;
}

/** The literal strings of one view's source, each with its line. */
export function literalStrings(source, fileName = 'view.tsx') {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found = [];
  const add = (node, text) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const visit = (node, inJsx) => {
    if (ts.isJsxText(node) && hasWord(node.text)) add(node, node.text.trim());
    else if (ts.isJsxAttribute(node) && WORDED.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) && hasWord(init.text)) add(init, init.text);
    } else if (inJsx && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
      const through = shownBy(node);
      if (hasWord(node.text) && through && ts.isJsxExpression(through)) {
        const attribute = ts.isJsxAttribute(through.parent) ? through.parent : null;
        if (!attribute || WORDED.has(attribute.name.getText())) add(node, node.text);
      }
    }
    const jsx =
      inJsx || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node);
    ts.forEachChild(node, (child) => visit(child, jsx));
  };
  visit(file, false);
  return found;
}

/** Every view file with its count of literal strings (files with none included). */
export function literalCounts() {
  const counts = {};
  for (const rel of VIEW_DIRS.flatMap(viewFiles).sort()) {
    counts[rel] = literalStrings(fs.readFileSync(path.join(root, rel), 'utf8'), rel).length;
  }
  return counts;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const counts = literalCounts();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const withWords = Object.entries(counts).filter(([, n]) => n > 0);
  if (process.argv.includes('--write')) {
    const baseline = Object.fromEntries(withWords);
    fs.writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
  }
  for (const [file, n] of withWords.sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${n}\t${file}`);
  console.log(
    `literal strings in views: ${total} in ${withWords.length} of ${Object.keys(counts).length} view files`,
  );
}
