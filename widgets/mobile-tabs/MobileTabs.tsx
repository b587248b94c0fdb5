import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FURNITURE } from '../../src/domain/public/furniture-constants';
import { tabOrder } from '../../src/domain/public/tab-order';
import { useWindowWidth } from '../../src/ui/motion';
import { useWidget } from '../../src/ui/widget-context';

interface MobileTabsProps {
  label?: string;
}

/** The editor's panels (the element's child elements), each slotted into its own tab panel. */
function usePanels(host: HTMLElement): string[] {
  const read = () =>
    [...host.children].map((panel, index) => {
      panel.setAttribute('slot', `panel-${index}`);
      return (
        panel.getAttribute('data-tab') ??
        panel.querySelector('h1,h2,h3,h4,h5,h6')?.textContent ??
        `Tab ${index + 1}`
      ).trim();
    });
  const [labels, setLabels] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setLabels(read()));
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return labels;
}

/** Tabs that reorder below 992 px (public-site.md §4, mobile tab bar); WAI-ARIA tabs. */
export function MobileTabs({ label }: MobileTabsProps) {
  const { host, emit } = useWidget();
  const labels = usePanels(host);
  const [selected, setSelected] = useState(0);
  const width = useWindowWidth();
  const narrow = width < FURNITURE.mobileTabsBelowPx;
  const order = tabOrder(labels.length, selected, width);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  // The tab just chosen: moving it to the front takes its focus away, so it is given back.
  const refocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (refocus.current === null) return;
    tabs.current[refocus.current]?.focus();
    refocus.current = null;
  });

  const choose = (index: number) => {
    setSelected(index);
    if (index !== selected) emit('ik-tab-show', { index, label: labels[index] ?? '' });
  };

  // Arrow keys move focus along the bar as shown; Enter or Space shows the focused tab.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const at = order.findIndex((i) => tabs.current[i] === event.target);
    if (at < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % order.length,
      ArrowLeft: (at - 1 + order.length) % order.length,
      Home: 0,
      End: order.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    tabs.current[order[to]!]?.focus();
  };

  return (
    <div className="tabs" data-narrow={narrow || undefined}>
      <div role="tablist" aria-label={label || 'Sections'} part="tablist" onKeyDown={onKeyDown}>
        {order.map((index) => {
          const visible = index === selected;
          return (
            <button
              key={index}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={visible}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={visible ? 0 : -1}
              part={visible ? 'tab tab-visible' : 'tab'}
              onClick={() => {
                refocus.current = index;
                choose(index);
              }}
            >
              <span className="marker" aria-hidden="true" />
              {labels[index]}
            </button>
          );
        })}
      </div>
      {labels.map((_, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          part="panel"
        >
          <slot name={`panel-${index}`} />
        </div>
      ))}
    </div>
  );
}
