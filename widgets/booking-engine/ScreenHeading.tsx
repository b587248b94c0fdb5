import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useFallbackLanding } from '../../src/ui/focus-landing';
import { useEngine } from './engine-context';

let pageTitle: string | undefined;

/**
 * A screen's heading. It names the page (document title "{title} | {page title}") and,
 * after a navigation inside the engine, takes focus, so keyboard and screen-reader users
 * start on the new screen. Both happen in the commit that shows the heading (a layout
 * effect), never a frame later: on a busy phone a passive effect ran after the heading was
 * already on screen, and the title lagged behind it. It is also the screen's fallback focus
 * landing: a control the guest used that vanishes with nothing in its place (a removed cart
 * line) leaves focus here, not on the page's body.
 */
export function ScreenHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { navigated, routeKey } = useEngine();
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    pageTitle ??= document.title;
    document.title = pageTitle ? `${title} | ${pageTitle}` : title;
    if (navigated) ref.current?.focus({ preventScroll: false });
  }, [title, navigated, routeKey]);
  useFallbackLanding(ref);
  return (
    <h1 ref={ref} tabIndex={-1} part="screen-title" className="screen-title">
      {children ?? title}
    </h1>
  );
}
