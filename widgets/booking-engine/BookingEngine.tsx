import {
  type MouseEvent,
  Suspense,
  lazy,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { BOOKING_ROUTES } from '../../src/domain/routes/booking-routes';
import { bookingStepOf, summaryPlacement } from '../../src/domain/routes/booking-steps';
import { loadSession } from '../../src/stores';
import { engineRouter, isEnginePath, normaliseBase } from '../../src/stores/engine/router';
import { StepIndicator } from '../../src/ui/StepIndicator';
import { trackFocus } from '../../src/ui/focus-landing';
import { useStore } from '../../src/ui/use-store';
import { useConfig, useWidget } from '../../src/ui/widget-context';
import { EngineContext } from './engine-context';
import { FIRST_PAINT_ATTRIBUTE } from './first-paint';
import { ScreenSkeleton } from './ScreenSkeleton';
import { importSummary } from './screen-imports';
import { ComingSoonScreen, NotFoundScreen, SCREENS } from './screens';

/**
 * The running booking summary: its own chunk, loaded when a route first shows it (asked for
 * sooner by the engine's first chunk when the page's own route shows it: screen-imports.ts).
 */
const BookingSummary = lazy(importSummary);

export interface BookingEngineProps {
  base?: string;
}

/** The address to route in-page, or null when the browser should follow the link itself. */
function inPageHref(anchor: HTMLAnchorElement, base: string): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.relList.contains('external')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !isEnginePath(base, url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The booking engine: an in-element router over the browser's history for every route of
 * booking-engine.md §2, each screen loaded lazily. Links inside the element, and the
 * header's links to the engine, are routed in-page; back and forward work.
 */
export function BookingEngine({ base: baseAttr }: BookingEngineProps) {
  // Where focus is, so a part replacing a vanished control can take it (focus-landing).
  trackFocus();
  const config = useConfig();
  const { host } = useWidget();
  // The first screen the engine's first chunk drew before React (first-paint.ts) gives way to
  // the same elements drawn by React, in this first commit: nothing moves, nothing is doubled.
  useLayoutEffect(() => {
    host.shadowRoot?.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`)?.remove();
  }, [host]);
  const base = normaliseBase(baseAttr ?? config.bookBase);
  const router = useMemo(() => engineRouter(base), [base]);
  // A new address is drawn in a render of its own, after the tap that asked for it has been
  // answered (issue 35 §2: a landing card's tap took one long task to draw the next screen).
  // Until then the screen shown is marked busy; the screen area bails out of the tap's render.
  const current = useStore(router);
  const page = useDeferredValue(current);
  const pending = page !== current;
  const routeKey = page ? `${page.path}?${new URLSearchParams(page.search)}` : '';
  const [seen, setSeen] = useState({ routeKey, navigated: false });
  if (seen.routeKey !== routeKey) setSeen({ routeKey, navigated: true });

  const open = useCallback(
    (path: string, replace = false) => router.open(`${base}${path}` || '/', replace),
    [router, base],
  );

  // Every screen works in the guest's session: load it now, a new guest's too (the stores
  // themselves ask the server only for a guest who already has a session).
  useEffect(() => {
    void loadSession();
  }, []);

  useEffect(() => {
    // The header asks before following a link (ik-before-navigate): take those for the engine.
    const onNavigate = (event: Event) => {
      const { href } = (event as CustomEvent<{ href: string }>).detail;
      const url = new URL(href, location.href);
      if (url.origin !== location.origin || !isEnginePath(base, url.pathname)) return;
      event.preventDefault();
      router.open(url.pathname + url.search + url.hash);
    };
    document.addEventListener('ik-before-navigate', onNavigate);
    return () => document.removeEventListener('ik-before-navigate', onNavigate);
  }, [router, base]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    const href = anchor ? inPageHref(anchor, base) : null;
    if (!href) return;
    event.preventDefault();
    router.open(href);
  };

  const context = useMemo(
    () => ({ base, homeUrl: config.homeUrl, navigated: seen.navigated, routeKey, open }),
    [base, config.homeUrl, seen.navigated, routeKey, open],
  );
  const props = useMemo(() => {
    const route = BOOKING_ROUTES.find((r) => r.name === page?.route);
    return route && page ? { route, params: page.params, search: page.search } : null;
  }, [page]);
  const step = props ? bookingStepOf(props.route.name, props.search) : null;
  const summary = summaryPlacement(step);
  const screen = useMemo(() => {
    const shown = props ? SCREENS[props.route.screen] : undefined;
    const Screen = shown?.Screen ?? ComingSoonScreen;
    // A screen of its own starts with its own boundary, so its skeleton shows while it loads.
    const key = !page
      ? ''
      : !props
        ? 'not-found'
        : shown?.freshPerPath
          ? page.path
          : props.route.screen;
    return (
      <Suspense key={key} fallback={<ScreenSkeleton title={props?.route.title} />}>
        {!page ? null : !props ? <NotFoundScreen /> : <Screen {...props} />}
      </Suspense>
    );
  }, [page, props]);

  return (
    <EngineContext.Provider value={context}>
      {/* Clicks are delegated here from the links inside; the links stay the keyboard's. */}
      <div part="engine" className="engine" onClick={onClick}>
        {step ? <StepIndicator current={step} /> : null}
        {/* The summary's space is kept from the first paint, so nothing moves when it draws. */}
        <div className="engine-layout" data-summary={summary ?? undefined}>
          <div className="engine-screen" aria-busy={pending || undefined}>
            {screen}
          </div>
          {summary ? (
            <Suspense fallback={null}>
              <BookingSummary panel={summary === 'column'} step={step} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </EngineContext.Provider>
  );
}
