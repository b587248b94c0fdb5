import { type KeyboardEvent, useId, useLayoutEffect, useState } from 'react';
import { useWidget } from '../../src/ui/widget-context';
import { type MenuItem, readMenu } from './read-menu';

interface SiteMenuProps {
  label?: string;
}

function useEditorMenu(host: HTMLElement): MenuItem[] {
  const read = () => readMenu(host.querySelector(':scope > ul, :scope > ol'));
  const [items, setItems] = useState(read);
  // A layout effect: the observer must be watching before the editor's next change, and a
  // passive effect of this island was seen never to run on preact/compat (the test below).
  useLayoutEffect(() => {
    const observer = new MutationObserver(() => setItems(read()));
    observer.observe(host, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return items;
}

interface BranchProps {
  items: MenuItem[];
  depth: number;
  idPrefix: string;
}

/** One level of the accordion: at most one of its items is open (opening one closes its siblings). */
function Branch({ items, depth, idPrefix }: BranchProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const here = typeof location === 'undefined' ? '' : location.pathname;
  return (
    <ul part={depth === 0 ? 'list' : 'sublist'} className={depth === 0 ? 'list' : 'sublist'}>
      {items.map((item, index) => {
        const id = `${idPrefix}-${index}`;
        const expanded = openIndex === index;
        const toggle = () => setOpenIndex(expanded ? null : index);
        // Escape inside an open sub-list closes it and puts focus back on its button.
        const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
          if (event.key === 'Escape' && expanded) {
            event.stopPropagation();
            setOpenIndex(null);
            event.currentTarget
              .querySelector<HTMLElement>(':scope > .row > [part=toggle]')
              ?.focus();
          }
        };
        return (
          <li key={id} part="item" onKeyDown={onKeyDown}>
            <div className="row">
              {item.href ? (
                <a
                  part="link"
                  href={item.href}
                  aria-current={item.href === here ? 'page' : undefined}
                >
                  {item.label}
                </a>
              ) : item.children.length === 0 ? (
                <span part="link">{item.label}</span>
              ) : null}
              {item.children.length > 0 ? (
                <button
                  type="button"
                  part="toggle"
                  className={item.href ? 'toggle' : 'toggle toggle--label'}
                  aria-expanded={expanded}
                  aria-controls={id}
                  onClick={toggle}
                >
                  {item.href ? (
                    <span className="ik-visually-hidden">{item.label}</span>
                  ) : (
                    item.label
                  )}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    width="18"
                    height="18"
                    focusable="false"
                  >
                    <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2.5" fill="none" />
                  </svg>
                </button>
              ) : null}
            </div>
            {item.children.length > 0 ? (
              <div id={id} hidden={!expanded}>
                <Branch items={item.children} depth={depth + 1} idPrefix={id} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The nested accordion site menu, built from the editor's nested list (public-site.md §2, §4). */
export function SiteMenu({ label }: SiteMenuProps) {
  const { host } = useWidget();
  const items = useEditorMenu(host);
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <nav part="nav" aria-label={label || 'Site'}>
      <Branch items={items} depth={0} idPrefix={`m${prefix}`} />
    </nav>
  );
}
