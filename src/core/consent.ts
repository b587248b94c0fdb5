import {
  analyticsAllowed,
  type ConsentChoice,
  consentModeChoice,
  eventChoice,
} from '../domain/forms/consent';
import { getConfig } from './config';

/** The guest's choice as the page last told it with an `ik-consent` event. */
let told: ConsentChoice | undefined;

/** Listens for `ik-consent` on the document (once per page). */
function listen(): void {
  if (typeof document === 'undefined') return;
  document.addEventListener('ik-consent', (event) => {
    told = eventChoice((event as CustomEvent).detail) ?? told;
  });
}
listen();

/** Whether analytics may be pushed to `window.dataLayer` now (the page's `consent` setting). */
export function analyticsConsented(): boolean {
  return analyticsAllowed(getConfig().consent, told, consentModeChoice(window.dataLayer));
}

/** Forget a told choice (tests). */
export function resetConsent(): void {
  told = undefined;
}
