import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useEngine } from './engine-context';

let pageTitle: string | undefined;

/**
 * A screen's heading. It names the page (document title "{title} | {page title}") and,
 * after a navigation inside the engine, takes focus, so keyboard and screen-reader users
 * start on the new screen.
 */
export function ScreenHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { navigated, routeKey } = useEngine();
  const ref = useRef<HTMLHeadingElement>(null);
  // Before paint, in the same task as the heading's text: the title never lags the screen.
  useLayoutEffect(() => {
    pageTitle ??= document.title;
    document.title = pageTitle ? `${title} | ${pageTitle}` : title;
    if (navigated) ref.current?.focus({ preventScroll: false });
  }, [title, navigated, routeKey]);
  return (
    <h1 ref={ref} tabIndex={-1} part="screen-title" className="screen-title">
      {children ?? title}
    </h1>
  );
}
