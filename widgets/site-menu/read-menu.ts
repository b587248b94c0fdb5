import { safeLink } from '../../src/domain/safety/safe-link';

/** One entry of the editor's nested list: its words, its link, and its own entries. */
export interface MenuItem {
  label: string;
  href: string | null;
  children: MenuItem[];
}

/**
 * The site menu from the editor's nested list markup (`<ul><li><a href>…</a><ul>…</ul></li></ul>`)
 * as plain data: text and checked links only, so nothing of the markup is rendered as HTML.
 */
export function readMenu(list: Element | null): MenuItem[] {
  if (!list) return [];
  return [...list.children]
    .filter((li) => li.localName === 'li')
    .map((li) => {
      const link = [...li.children].find((c) => c.localName === 'a');
      const sub = [...li.children].find((c) => c.localName === 'ul' || c.localName === 'ol');
      const ownText = [...li.childNodes]
        .filter(
          (n) =>
            n.nodeType === Node.TEXT_NODE ||
            (n !== sub && n !== link && n.nodeType === Node.ELEMENT_NODE),
        )
        .map((n) => n.textContent ?? '')
        .join(' ');
      const label = (link?.textContent ?? ownText).replace(/\s+/g, ' ').trim();
      return {
        label,
        href: safeLink(link?.getAttribute('href')),
        children: readMenu(sub ?? null),
      };
    })
    .filter((item) => item.label !== '');
}
