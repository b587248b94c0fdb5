// The configuration keys every element observes as attributes (and has as properties), read
// from the same source as src/core/config.ts's CONFIG_KEYS: ConfigSchema's keys less the
// page-wide ones. Plain text parsing, so that the manifest build needs no TypeScript.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Keys an element may carry but whose value is the page's anyway (docs/configuration.md). */
const PAGE_WIDE_IN_EFFECT = ['apiBase', 'now'];
/** Keys the elements read through their own config (src/ui/widget-context.ts useConfig). */
const PER_ELEMENT = [
  'bookBase',
  'homeUrl',
  'recaptchaSiteKey',
  'recaptchaScript',
  'contactPhone',
  'contactEmail',
];

function oneLine(comment) {
  return comment
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** @returns {{ configKeys: string[], configDocs: Record<string, string> }} */
export function readConfigAttributes(root) {
  const schema = readFileSync(path.join(root, 'src/schemas/config.ts'), 'utf8');
  const core = readFileSync(path.join(root, 'src/core/config.ts'), 'utf8');
  const body = schema.slice(schema.indexOf('export const ConfigSchema = v.object({'));
  const object = body.slice(0, body.indexOf('\n});'));
  const pageWide = [
    ...(/PAGE_WIDE_KEYS[^=]*=\s*\[([^\]]*)\]/.exec(core)?.[1] ?? '').matchAll(/'(\w+)'/g),
  ].map((m) => m[1]);
  const configKeys = [];
  const configDocs = {};
  for (const m of object.matchAll(/(?:\/\*\*([\s\S]*?)\*\/\s*)?\n {2}(\w+):/g)) {
    const key = m[2];
    if (pageWide.includes(key)) continue;
    configKeys.push(key);
    const what = m[1] ? `${oneLine(m[1]).replace(/\s*\(issue [^)]*\)/g, '')} ` : '';
    const scope = PAGE_WIDE_IN_EFFECT.includes(key)
      ? 'Observed, but page-wide in effect: the page config applies.'
      : PER_ELEMENT.includes(key)
        ? `Overrides the page config's \`${key}\` for this element, where it uses it.`
        : `Observed; every API call uses the page config's \`${key}\`.`;
    configDocs[key] = `${what}${scope}`;
  }
  return { configKeys, configDocs };
}
