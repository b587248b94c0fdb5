import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildManifest } from '../manifest/build-manifest.mjs';

/** The manifest's member types, back to the attribute types of defineWidget (json is `unknown`). */
const ATTRIBUTE_TYPE = { string: 'string', number: 'number', boolean: 'boolean', unknown: 'json' };

/**
 * Every tag's properties from custom-elements.json as it will be written (the same
 * buildManifest): `{ elements: { tag: { prop: type } }, config: [keys] }`. A member that
 * reflects is a configuration key, the same on every element.
 * @param {string} root
 */
export function elementProperties(root) {
  const elements = {};
  const config = new Set();
  for (const module of buildManifest(root).modules) {
    const declaration = module.declarations[0];
    const own = {};
    for (const member of declaration.members) {
      if (member.reflects) config.add(member.name);
      else own[member.name] = ATTRIBUTE_TYPE[member.type.text] ?? 'string';
    }
    elements[declaration.tagName] = own;
  }
  return { elements, config: [...config] };
}

const SUFFIX = { string: '', boolean: ':b', number: ':n', json: ':j' };

/** The loader's tags in their order (src/loader/tags.ts, read as text: it is TypeScript). */
export function loaderTags(root) {
  const source = readFileSync(path.join(root, 'src/loader/tags.ts'), 'utf8');
  return [...source.matchAll(/'(ik-[a-z-]+)'/g)].map((match) => match[1]);
}

/**
 * Each tag's properties in the loader's few bytes, in the order of `tags` (read by
 * src/loader/define-shells.ts): `{ venue: 'string', minNights: 'number' }` → `"venue minNights:n"`.
 * @param {Record<string, Record<string, string>>} elements
 * @param {string[]} tags
 */
export function propertyLists(elements, tags) {
  return tags.map((tag) => {
    if (!elements[tag]) throw new Error(`<${tag}>: the loader knows it, the manifest does not`);
    return Object.entries(elements[tag])
      .map(([name, type]) => name + SUFFIX[type])
      .join(' ');
  });
}

/**
 * The loader's build: replaces src/loader/element-properties.ts with the manifest's data, and,
 * for the bundler build (`bundler: true`, dist/innkit.bundler.js), src/loader/import-element.ts
 * with one literal `import('./<tag>.js')` per tag, which an app's bundler can follow.
 * @param {{ root: string, tags: string[], bundler?: boolean }} options
 */
export function loaderModules({ root, tags, bundler = false }) {
  const PREFIX = '\0innkit-loader:';
  const replaced = {
    [path.join(root, 'src/loader/element-properties.ts')]: () => {
      const { elements, config } = elementProperties(root);
      const lists = propertyLists(elements, loaderTags(root));
      return `export const ELEMENT_PROPERTIES = ${JSON.stringify(lists)};\nexport const CONFIG_PROPERTIES = ${JSON.stringify(config)};\n`;
    },
  };
  if (bundler) {
    replaced[path.join(root, 'src/loader/import-element.ts')] = () =>
      `const chunks = {${tags.map((tag) => `${JSON.stringify(tag)}: () => import('./${tag}.js')`).join(',')}};\nexport const importElement = (tag) => chunks[tag]();\n`;
  }
  return {
    name: 'innkit-loader-modules',
    async resolveId(source, importer, options) {
      if (importer?.startsWith(PREFIX) && /^\.\/ik-[a-z-]+\.js$/.test(source)) {
        return { id: source, external: 'relative' };
      }
      if (!importer || !/element-properties|import-element/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && replaced[path.resolve(resolved.id)] ? PREFIX + resolved.id : null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? replaced[path.resolve(id.slice(PREFIX.length))]() : null;
    },
  };
}
