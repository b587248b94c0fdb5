import { analyticsConsented } from './consent';
import { type AnalyticsPayload, dispatchIk } from './events';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
  interface Document {
    /** True while the page is a prerender the guest has not opened (Speculation Rules). */
    readonly prerendering?: boolean;
  }
}

/**
 * Report an analytics event in GA4 form: pushed to `window.dataLayer` (clearing the previous
 * ecommerce object first, as GA4 asks) when the page's consent allows it (src/core/consent.ts;
 * an event before consent is dropped, never pushed later), and always dispatched as an
 * `ik-analytics` DOM event from `target` (the element that saw it happen, or the document),
 * which stays on the page. While the page is a prerender, both wait until it is shown.
 */
export function track(payload: AnalyticsPayload, target: EventTarget = document): void {
  // A prerendered page (the stay calendar's hand-off, issue 35 §3) counts nothing until the
  // guest opens it; one never opened counts nothing at all.
  if (document.prerendering) {
    const opened = () => track(payload, target);
    document.addEventListener('prerenderingchange', opened, { once: true });
    return;
  }
  if (analyticsConsented()) {
    const layer = (window.dataLayer ??= []);
    if (payload.ecommerce) layer.push({ ecommerce: null });
    layer.push(payload);
  }
  dispatchIk(target, 'ik-analytics', payload);
}
