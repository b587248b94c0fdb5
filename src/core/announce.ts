/**
 * The one announcer (issue 22 build 2): every element, store and screen says what changed
 * through the same two live regions of the page, so a screen reader hears each change once —
 * a cart change, the rates found after a new search, the hold's warning and its end —
 * politely, and an error assertively.
 *
 * It lives below the stores (not in the React kit) because the stores make most of the
 * changes it reports; views call it too. The regions sit in the page's body, outside every
 * shadow root, made once and shared by every element.
 *
 * One announcement per change, never a stream: what is said in the same moment (a frame)
 * at the same politeness is joined into one, the last words winning; the same words again at
 * once are not repeated.
 */
export type Politeness = 'polite' | 'assertive';

/** The attribute that marks the regions (`data-ik-announcer="polite"` / `"assertive"`). */
export const ANNOUNCER_ATTRIBUTE = 'data-ik-announcer';

/** How long a region waits after being emptied before it speaks (a repeat is heard again). */
const SETTLE_MS = 60;
/** Within this time, the same words at the same politeness are not said again. */
const REPEAT_MS = 1500;

const pending = new Map<Politeness, ReturnType<typeof setTimeout>>();
const lastSaid = new Map<Politeness, { text: string; at: number }>();

// Visually hidden, still read (the same rule as `.ik-visually-hidden`), set through the CSSOM
// so a strict CSP without 'unsafe-inline' styles allows it.
const HIDDEN: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  border: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

function regionFor(politeness: Politeness): HTMLElement {
  const existing = document.body.querySelector<HTMLElement>(
    `:scope > [${ANNOUNCER_ATTRIBUTE}="${politeness}"]`,
  );
  if (existing) return existing;
  const region = document.createElement('div');
  region.setAttribute(ANNOUNCER_ATTRIBUTE, politeness);
  region.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status');
  region.setAttribute('aria-live', politeness);
  region.setAttribute('aria-atomic', 'true');
  Object.assign(region.style, HIDDEN);
  document.body.append(region);
  return region;
}

/** Make both regions now (a region present before it speaks is heard more reliably). */
export function prepareAnnouncer(): void {
  if (typeof document === 'undefined' || !document.body) return;
  regionFor('polite');
  regionFor('assertive');
}

/** Say `text` to a screen reader: polite by default, assertive only for errors. */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  const words = text.trim();
  if (!words || typeof document === 'undefined' || !document.body) return;
  const now = Date.now();
  const last = lastSaid.get(politeness);
  if (last && last.text === words && now - last.at < REPEAT_MS) return;
  lastSaid.set(politeness, { text: words, at: now });
  prepareAnnouncer();
  const region = regionFor(politeness);
  clearTimeout(pending.get(politeness));
  region.textContent = '';
  pending.set(
    politeness,
    setTimeout(() => {
      pending.delete(politeness);
      region.textContent = words;
    }, SETTLE_MS),
  );
}

/** Nothing is waiting to be said (tests wait for this before they listen). */
export function announcerIdle(): boolean {
  return pending.size === 0;
}
