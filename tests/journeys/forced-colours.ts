import type { Page } from 'playwright-core';

/**
 * What a control looks like: the properties that forced colours keep (colour, background,
 * borders, outline, underline, weight), of the element, its ::before and ::after, its first
 * child (a grid cell's day button) and its two nearest ancestors (a ring drawn with
 * :focus-within). Box shadows are left out: forced
 * colours remove them, so a state shown only by a shadow reads as no state at all. With
 * `shapes`, the text and line colours are left out too: Chromium's forced colours tint a
 * focused control's text and border by themselves, which no guest would take for a ring.
 */
const LOOK = `(el, shapes) => {
  const colours = ['color', 'border-top-color', 'border-bottom-color', 'outline-color'];
  const props = ['background-color', 'background-image', 'border-top-style',
    'border-top-width', 'border-bottom-style', 'border-bottom-width', 'border-left-style',
    'border-left-width', 'outline-style', 'outline-width', 'text-decoration-line',
    'font-weight', ...(shapes ? [] : colours)];
  const of = (node, pseudo) => {
    const s = getComputedStyle(node, pseudo);
    return props.map((p) => s.getPropertyValue(p)).join(';');
  };
  const parent = (node) => node.parentElement ?? node.getRootNode().host ?? null;
  const chain = [el, el.firstElementChild, parent(el), parent(el) && parent(parent(el))]
    .filter(Boolean);
  return [of(el, '::before'), of(el, '::after'), ...chain.map((node) => of(node))].join('|');
}`;

/** Every element of the page and its open shadow roots; its words for a report line. */
const HELPERS = `
  const all = (root) => [...root.querySelectorAll('*')].flatMap((el) =>
    el.shadowRoot ? [el, ...all(el.shadowRoot)] : [el]);
  const label = (el) => {
    const host = el.getRootNode().host?.localName;
    const part = el.getAttribute('part');
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\\s+/g, ' ');
    return (host ? host + ' ' : '') + el.localName + (part ? '[part=' + part + ']' : '') +
      ' "' + text.slice(0, 30) + '"';
  };
  const seen = (el) => el.getClientRects().length > 0 && !el.closest('[inert]') &&
    getComputedStyle(el).visibility !== 'hidden';`;

/**
 * In the page, under forced colours: each selected, pressed, checked or current control that
 * looks exactly like an unselected one of its kind beside it (same tag and part, same parent
 * group). Native checkboxes and radios draw their own state and are left out.
 */
const SELECTED = `(() => {
  ${HELPERS}
  const look = ${LOOK};
  const on = (el) => ['aria-selected', 'aria-pressed', 'aria-checked'].some((a) => el.getAttribute(a) === 'true') ||
    (el.hasAttribute('aria-current') && el.getAttribute('aria-current') !== 'false');
  const kind = (el) => el.localName + '|' + (el.getAttribute('part') ?? '') + '|' + (el.getAttribute('role') ?? '');
  const group = (el) => el.closest('[role=grid], [role=tablist], [role=radiogroup], [role=listbox], ul, ol, nav, table, fieldset') ?? el.parentElement;
  const problems = [];
  const elements = all(document).filter((el) => seen(el) && !el.matches('input[type=checkbox], input[type=radio]'));
  for (const el of elements.filter(on)) {
    const peers = elements.filter((o) => o !== el && !on(o) && kind(o) === kind(el) && group(o) === group(el));
    if (!peers.length) continue;
    const mine = look(el);
    if (peers.some((o) => look(o) === mine)) problems.push('selected looks unselected: ' + label(el));
  }
  return problems;
})()`;

/**
 * Under forced colours (`forcedColors: 'active'`, which Chromium draws with the system colours):
 * controls reached by Tab must look different while focused, and selected controls different
 * from their unselected neighbours. Tabs through the first `stops` stops of the page (or of
 * the open dialog, which holds focus). Resets the emulation after.
 */
export async function forcedColourProblems(page: Page, stops = 12): Promise<string[]> {
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    const problems: string[] = await page.evaluate(SELECTED);
    await page.evaluate(`(() => {
      window.__ikFocused = [];
      const deepest = () => { let a = document.activeElement; while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement; return a; };
      window.__ikDeepest = deepest;
      window.__ikLook = ${LOOK};
    })()`);
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press('Tab');
      await page.evaluate(`(() => {
        const el = window.__ikDeepest();
        if (!el || el === document.body || el.localName === 'iframe') return;
        // A native date or time field shows focus by highlighting the segment (day, month,
        // year) it is in, drawn by the browser and not in the computed style.
        if (el.matches('input[type=date], input[type=time], input[type=datetime-local], input[type=month], input[type=week]')) return;
        window.__ikFocused.push({ el, look: window.__ikLook(el, true) });
      })()`);
    }
    problems.push(
      ...(await page.evaluate<string[]>(`(() => {
        ${HELPERS}
        window.__ikDeepest()?.blur?.();
        const problems = [];
        const seenBefore = new Set();
        for (const { el, look } of window.__ikFocused) {
          if (seenBefore.has(el) || !el.isConnected) continue;
          seenBefore.add(el);
          if (window.__ikLook(el, true) === look) problems.push('focus not seen: ' + label(el));
        }
        return problems;
      })()`)),
    );
    return problems;
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
}
