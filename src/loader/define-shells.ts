import { type AttributeType, defineShell } from '../core/element-shell';
import { CONFIG_PROPERTIES, ELEMENT_PROPERTIES } from './element-properties';
import { WIDGET_TAGS } from './tags';

const TYPES: Record<string, AttributeType> = { b: 'boolean', n: 'number', j: 'json' };

/** `"venue minNights:n"` → `{ venue: undefined (a string), minNights: 'number' }`. */
export const readProperties = (list: string): Record<string, AttributeType> =>
  Object.fromEntries(
    list.split(' ').flatMap((entry) => {
      const [name, type = ''] = entry.split(':');
      return name ? [[name, TYPES[type] ?? 'string']] : [];
    }),
  );

/**
 * Defines every innkit tag at once as a light shell with its documented properties
 * (src/core/element-shell.ts), so that a framework rendering a tag before its chunk has
 * arrived sets properties, not lower-cased attributes; the chunk takes the elements over.
 * A tag already defined (its module imported first, or a second loader) is left as it is.
 */
export function defineShells(): void {
  ELEMENT_PROPERTIES.forEach((list, index) => {
    const tag = WIDGET_TAGS[index]!;
    if (!customElements.get(tag)) defineShell(tag, readProperties(list), CONFIG_PROPERTIES);
  });
}
