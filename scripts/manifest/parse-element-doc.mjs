/**
 * Reads the JSDoc header of a `<tag>.element.ts` file (tags @element, @attr, @fires,
 * @csspart, @cssprop, @slot) into a custom-elements manifest declaration (schema 2.x).
 * Our elements are made by defineWidget, not declared as classes, so the usual analyzers
 * cannot see them; the JSDoc header is the one place each element documents itself.
 */
const TAG = /^@(\w+)\s*(?:\{([^}]*)\})?\s*([^\s]*)\s*(?:-\s*)?([\s\S]*)$/;

function camel(name) {
  return name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}

export function parseElementDoc(source, modulePath) {
  const block = /\/\*\*([\s\S]*?)\*\/\s*export const (\w+)\s*=\s*define(?:Widget|Form)\b/.exec(
    source,
  );
  if (!block) throw new Error(`${modulePath}: no JSDoc header before defineWidget or defineForm`);
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
  for (const tag of tags) {
    const match = TAG.exec(tag.trim());
    if (!match) continue;
    const [, kind, type, name, rest] = match;
    const text = rest.replace(/\s+/g, ' ').trim();
    if (kind === 'element') declaration.tagName = name;
    else if (kind === 'attr') {
      declaration.attributes.push({
        name,
        type: { text: type || 'string' },
        description: text,
        fieldName: camel(name),
      });
      declaration.members.push({
        kind: 'field',
        name: camel(name),
        type: { text: type || 'string' },
        description: text,
        attribute: name,
      });
    } else if (kind === 'fires') declaration.events.push({ name, description: text });
    else if (kind === 'csspart') declaration.cssParts.push({ name, description: text });
    else if (kind === 'cssprop') declaration.cssProperties.push({ name, description: text });
    // `@slot - text` documents the default slot, whose name is "" (not "-").
    else if (kind === 'slot')
      declaration.slots.push({ name: name === '-' ? '' : name, description: text });
  }
  if (!declaration.tagName) throw new Error(`${modulePath}: JSDoc header has no @element`);
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
