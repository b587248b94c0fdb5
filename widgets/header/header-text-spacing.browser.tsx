import { expect } from 'chai';
import type { Session } from '../../src/schemas/session';
import { $cart, $session, loadSession } from '../../src/stores';
import { frames, mount, sandboxPost, until } from '../../tests/browser/helpers';
import { applyTextSpacing } from '../../tests/browser/text-spacing';
import './ik-header.element';

// Issue 22, item 4 (WCAG 1.4.12): with the guest's own text spacing the menu button's icon
// keeps its 20 px box inside the button, and the button stays in the bar, whatever the width
// and the name beside it. A file of its own with its own header and page: header-narrow's
// tests share one header and run in order, so a check among them would race their state.
const root = (header: HTMLElement) => header.shadowRoot!;
const button = (header: HTMLElement) =>
  root(header).querySelector<HTMLButtonElement>('[part~=menu-button]')!;

/** The icon's box, or why it is not whole inside its button. */
function iconProblem(header: HTMLElement): string | null {
  const icon = button(header).querySelector('svg');
  if (!icon) return 'no icon';
  const box = icon.getBoundingClientRect();
  const outer = button(header).getBoundingClientRect();
  if (box.width < 19.5 || box.height < 19.5) return `icon ${box.width}×${box.height}`;
  if (box.left < outer.left || box.right > outer.right + 0.5) return 'icon outside its button';
  const bar = header.getBoundingClientRect();
  if (outer.left < bar.left || outer.right > bar.right + 0.5)
    return `button ${outer.left}–${outer.right} outside the bar ${bar.left}–${bar.right}`;
  return null;
}

const LONG = 'Wolfeschlegelsteinhausenbergerdorff-Maximiliana';

describe('<ik-header> under text spacing', () => {
  let header: HTMLElement;

  before(async () => {
    await sandboxPost('/rs/clearSession');
    // A guest whose session is loaded (one without a session asks nothing: header.browser).
    await loadSession();
    header = mount('<ik-header style="width: 320px"></ik-header>');
    await until(() => expect(button(header).getClientRects().length).to.be.greaterThan(0));
  });

  after(() => {
    document.body.innerHTML = '';
  });

  it('keeps the menu button’s icon whole beside a cart, logged out and in, 320 to 768 px', async () => {
    await sandboxPost('/sandbox/api/cart/sample');
    document.dispatchEvent(new Event('ik-cart-refresh'));
    await until(() => expect($cart.get().FolioItems.length).to.be.greaterThan(0));
    const remove = applyTextSpacing(root(header));
    try {
      for (const name of ['', 'Ada', LONG]) {
        const session = await until(() => $session.get());
        if (name) $session.set({ ...session, isLoggedIn: true, FirstName: name } as Session);
        await until(() => expect(button(header).textContent).to.contain(name || 'Menu'));
        for (const width of [320, 375, 768]) {
          header.style.width = `${width}px`;
          await frames();
          expect(iconProblem(header), `${width} px, name "${name}"`).to.equal(null);
        }
      }
    } finally {
      remove();
    }
  });
});
