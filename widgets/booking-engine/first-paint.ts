import { BOOKING_ROUTES } from '../../src/domain/routes/booking-routes';
import {
  BOOKING_STEPS,
  bookingStepOf,
  summaryPlacement,
} from '../../src/domain/routes/booking-steps';
import baseCss from '../../src/ui/base.css?inline';
import stepsCss from '../../src/ui/step-indicator.css?inline';
import engineCss from './booking-engine.css?inline';
import type { PageScreen } from './page-screen';

/**
 * Marks a shadow root drawn before the element's island arrived; defineWidget then takes it
 * over (src/ui/define-widget.tsx, which reads the same registered symbol).
 */
const FIRST_PAINT = Symbol.for('innkit.first-paint');

/** The attribute of the first paint's frame, which the engine removes in its first commit. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

type Attributes = Record<string, string | undefined>;

function node(doc: Document, tag: string, attributes: Attributes, ...children: (Node | string)[]) {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

const sheet = (css: string) => {
  const made = new CSSStyleSheet();
  made.replaceSync(css);
  return made;
};

/**
 * Draws the booking engine's first screen before React arrives (issue 35 §1): in the element's
 * shadow root, the step indicator, the screen's heading (the route's title, which every screen
 * shows as its heading) and the skeleton, in the engine's own layout and styles — the same
 * elements the engine draws while the screen's chunk loads (BookingEngine.tsx, StepIndicator,
 * ScreenSkeleton with its title), so nothing moves when the engine takes over and the largest
 * paint need not wait for the framework. The engine's first commit removes it. Nothing is
 * drawn for an address no route matches, nor on an element that already has a shadow root
 * (its island's, or a first paint's).
 */
export function paintFirstScreen(
  host: Element | null | undefined,
  page: PageScreen | undefined,
): void {
  const route = BOOKING_ROUTES.find((r) => r.name === page?.route);
  if (!host || host.shadowRoot || !route || !page) return;
  const doc = host.ownerDocument;
  const step = bookingStepOf(route.name, page.search);
  const summary = summaryPlacement(step);
  const shadow = host.attachShadow({ mode: 'open' });
  // As defineWidget orders them: the base sheet, the kit parts' (the steps), the element's own.
  shadow.adoptedStyleSheets = [
    sheet(baseCss),
    ...(step ? [sheet(stepsCss)] : []),
    sheet(engineCss),
  ];
  Object.defineProperty(shadow, FIRST_PAINT, { value: true, configurable: true });
  const hidden = { 'aria-hidden': 'true' };
  const card = () => node(doc, 'div', { class: 'skeleton__card', ...hidden });
  const skeleton = node(
    doc,
    'div',
    { role: 'status', class: 'loading skeleton' },
    node(doc, 'span', { class: 'ik-visually-hidden' }, 'Loading…'),
    node(doc, 'p', { class: 'screen-title skeleton__heading', ...hidden }, route.title),
    card(),
    card(),
    card(),
  );
  const layout = node(
    doc,
    'div',
    { class: 'engine-layout', 'data-summary': summary ?? undefined },
    node(doc, 'div', { class: 'engine-screen' }, skeleton),
  );
  const frame = node(doc, 'div', { part: 'engine', class: 'engine', [FIRST_PAINT_ATTRIBUTE]: '' });
  if (step) frame.append(steps(doc, step));
  frame.append(layout);
  shadow.append(frame);
}

/** StepIndicator's markup (src/ui/StepIndicator.tsx) for `current`. */
function steps(doc: Document, current: NonNullable<ReturnType<typeof bookingStepOf>>) {
  const at = BOOKING_STEPS.findIndex((s) => s.id === current);
  const items = BOOKING_STEPS.map((step, i) => {
    const state = i < at ? 'done' : i === at ? 'current' : 'next';
    const said = state === 'done' ? ' (done)' : state === 'current' ? ' (current step)' : '';
    return node(
      doc,
      'li',
      {
        class: 'ik-step',
        part: 'step',
        'data-state': state,
        'aria-current': state === 'current' ? 'step' : undefined,
      },
      node(
        doc,
        'span',
        { class: 'ik-step-mark', 'aria-hidden': 'true' },
        state === 'done' ? '✓' : String(i + 1),
      ),
      node(
        doc,
        'span',
        { class: 'ik-step-label' },
        step.label,
        node(doc, 'span', { class: 'ik-visually-hidden' }, said),
      ),
    );
  });
  return node(
    doc,
    'nav',
    { class: 'ik-steps', part: 'steps', 'aria-label': 'Booking progress' },
    node(doc, 'ol', {}, ...items),
  );
}
