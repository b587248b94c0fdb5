/**
 * Reads the JSDoc header of a `<tag>.element.ts` file (tags @element, @attr, @fires,
 * @csspart, @cssprop, @slot) into a custom-elements manifest declaration (schema 2.x).
 * Our elements are made by defineWidget or defineForm, not declared as classes, so the usual
 * analyzers cannot see them; the JSDoc header is the one place each element documents itself.
 *
 * What the header says is checked against the definition it stands over: a property is an
 * entry of the definition's typed attribute map (`venue: 'string'`), and every such entry must
 * be documented by an `@attr`. An `@attr` outside the map is an attribute the element reads
 * itself (no property). The configuration keys every element observes (`configKeys`, from
 * src/core/config.ts) are attributes and properties of every element.
 */
const TAG = /^@(\w+)\s*(?:\{([^}]*)\})?\s*([^\s]*)\s*(?:-\s*)?([\s\S]*)$/;
const PROP = /(\w+)\s*:\s*'(string|number|boolean|json)'/g;
const TYPE_OF = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' };

export function camel(name) {
  return name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}

export function kebab(name) {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The typed attribute map of the defineWidget/defineForm call: camelCase prop → type. */
function definedProperties(source, start) {
  const call = source.slice(start);
  const end = call.search(/\n\}\);?\s*(\n|$)|\);\s*(\n|$)/);
  const text = end === -1 ? call : call.slice(0, end);
  return new Map([...text.matchAll(PROP)].map((m) => [m[1], TYPE_OF[m[2]]]));
}

/**
 * @param {string} source the element file's text
 * @param {string} modulePath where the module is, as the manifest names it
 * @param {{ configKeys?: string[], configDocs?: Record<string, string>, sourcePath?: string }} [options]
 */
export function parseElementDoc(source, modulePath, options = {}) {
  const { configKeys = [], configDocs = {}, sourcePath = modulePath } = options;
  const block = /\/\*\*([\s\S]*?)\*\/\s*export const (\w+)\s*=\s*define(?:Widget|Form)\b/.exec(
    source,
  );
  if (!block) throw new Error(`${sourcePath}: no JSDoc header before defineWidget or defineForm`);
  const properties = definedProperties(source, block.index + block[0].length);
  const lines = block[1].split('\n').map((l) => l.replace(/^\s*\*\s?/, ''));
  const description = [];
  const tags = [];
  for (const line of lines) {
    if (line.startsWith('@')) tags.push(line);
    else if (tags.length) tags[tags.length - 1] += ` ${line.trim()}`;
    else description.push(line.trim());
  }
  const declaration = {
    kind: 'class',
    customElement: true,
    name: block[2],
    description: description.join(' ').replace(/\s+/g, ' ').trim(),
    attributes: [],
    members: [],
    events: [],
    cssParts: [],
    cssProperties: [],
    slots: [],
  };
  const field = (name, type, text, attribute) => ({
    kind: 'field',
    name,
    type: { text: type },
    description: text,
    attribute,
    reflects: configKeys.includes(name) || undefined,
  });
  for (const tag of tags) {
    const match = TAG.exec(tag.trim());
    if (!match) continue;
    const [, kind, type, name, rest] = match;
    const text = rest.replace(/\s+/g, ' ').trim();
    if (kind === 'element') declaration.tagName = name;
    else if (kind === 'attr') {
      const prop = camel(name);
      const isProperty = properties.has(prop) || configKeys.includes(prop);
      declaration.attributes.push({
        name,
        type: { text: type || 'string' },
        description: text,
        ...(isProperty ? { fieldName: prop } : {}),
      });
      if (isProperty) {
        declaration.members.push(field(prop, properties.get(prop) ?? type ?? 'string', text, name));
      }
    } else if (kind === 'fires')
      declaration.events.push({
        name,
        type: { text: `CustomEvent<IkEventMap['${name}']>` },
        description: text,
      });
    else if (kind === 'csspart') declaration.cssParts.push({ name, description: text });
    else if (kind === 'cssprop') declaration.cssProperties.push({ name, description: text });
    // `@slot - text` documents the default slot, whose name is "" (not "-").
    else if (kind === 'slot')
      declaration.slots.push({ name: name === '-' ? '' : name, description: text });
  }
  if (!declaration.tagName) throw new Error(`${sourcePath}: JSDoc header has no @element`);
  const undocumented = [...properties.keys()].filter(
    (prop) => !declaration.members.some((m) => m.name === prop),
  );
  if (undocumented.length) {
    const names = undocumented.map(kebab).join(', ');
    throw new Error(`${sourcePath}: attributes without an @attr line: ${names}`);
  }
  for (const key of configKeys) {
    if (declaration.members.some((m) => m.name === key)) continue;
    const attr = kebab(key);
    const text = configDocs[key] ?? `Overrides the page config's \`${key}\` for this element.`;
    declaration.attributes.push({
      name: attr,
      type: { text: 'string' },
      description: text,
      fieldName: key,
    });
    declaration.members.push(field(key, 'string', text, attr));
  }
  return {
    kind: 'javascript-module',
    path: modulePath,
    declarations: [declaration],
    exports: [
      {
        kind: 'js',
        name: declaration.name,
        declaration: { name: declaration.name, module: modulePath },
      },
      {
        kind: 'custom-element-definition',
        name: declaration.tagName,
        declaration: { name: declaration.name, module: modulePath },
      },
    ],
  };
}
