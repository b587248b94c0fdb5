import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Manifest {
  modules: { declarations: { tagName?: string; cssParts?: { name: string }[] }[] }[];
}

/** Each tag's documented parts, from the built dist/custom-elements.json. */
function documentedParts(): Map<string, Set<string>> {
  const file = path.join(root, 'dist/custom-elements.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const parts = new Map<string, Set<string>>();
  for (const declaration of manifest.modules.flatMap((m) => m.declarations)) {
    if (declaration.tagName) {
      parts.set(declaration.tagName, new Set(declaration.cssParts?.map((p) => p.name)));
    }
  }
  return parts;
}

let documented: Map<string, Set<string>> | undefined;

/**
 * Issue 33 §6 in the running page: every part rendered in the shadow root of each `ik-*`
 * element (nested elements each in their own root) is in the manifest under that element's tag.
 * One line per part that is not: `<tag> part "name"`.
 */
export async function undocumentedParts(page: Page): Promise<string[]> {
  documented ??= documentedParts();
  const rendered = await page.evaluate(() => {
    const found: [string, string][] = [];
    const visit = (scope: Document | ShadowRoot) => {
      for (const el of scope.querySelectorAll('*')) {
        if (!el.shadowRoot) continue;
        if (el.localName.startsWith('ik-')) {
          for (const child of el.shadowRoot.querySelectorAll('[part]')) {
            for (const part of child.part) found.push([el.localName, part]);
          }
        }
        visit(el.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
  const lines = new Set<string>();
  for (const [tag, part] of rendered) {
    if (!documented.get(tag)?.has(part)) lines.add(`<${tag}> part "${part}"`);
  }
  return [...lines].sort();
}
