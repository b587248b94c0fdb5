/**
 * Analytics consent (issue 21 item 8). The page's `consent` setting says whether innkit may
 * push analytics to `window.dataLayer`: `granted`, `denied`, or `wait` for the guest's choice,
 * told by an `ik-consent` event or by Google Consent Mode (`gtag('consent', …)`).
 */
export type ConsentSetting = 'granted' | 'denied' | 'wait';
export type ConsentChoice = 'granted' | 'denied';

const isChoice = (value: unknown): value is ConsentChoice =>
  value === 'granted' || value === 'denied';

/**
 * The analytics choice Google Consent Mode last recorded in `dataLayer`: gtag pushes its
 * arguments, so `gtag('consent', 'default' | 'update', { analytics_storage })` is an
 * array-like entry `['consent', 'update', { analytics_storage: 'granted' }]`. The latest entry
 * that names `analytics_storage` wins; none gives undefined.
 */
export function consentModeChoice(
  layer: readonly unknown[] | undefined,
): ConsentChoice | undefined {
  if (!layer) return undefined;
  for (let i = layer.length - 1; i >= 0; i--) {
    const entry = layer[i] as ArrayLike<unknown> | null;
    if (!entry || typeof entry !== 'object' || entry[0] !== 'consent') continue;
    const settings = entry[2] as { analytics_storage?: unknown } | null | undefined;
    if (isChoice(settings?.analytics_storage)) return settings.analytics_storage;
  }
  return undefined;
}

/** The choice an `ik-consent` event's detail carries (`{ analytics: 'granted' | 'denied' }`). */
export function eventChoice(detail: unknown): ConsentChoice | undefined {
  const analytics = (detail as { analytics?: unknown } | null | undefined)?.analytics;
  return isChoice(analytics) ? analytics : undefined;
}

/**
 * Whether analytics may be pushed now: always with `granted`, never with `denied`; with
 * `wait`, once the guest's latest choice — an `ik-consent` event, else Consent Mode — grants it.
 */
export function analyticsAllowed(
  setting: ConsentSetting,
  told: ConsentChoice | undefined,
  consentMode: ConsentChoice | undefined,
): boolean {
  if (setting !== 'wait') return setting === 'granted';
  return (told ?? consentMode) === 'granted';
}
