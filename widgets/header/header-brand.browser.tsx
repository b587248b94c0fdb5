import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetConfig } from '../../src/core/config';
import { $cart, loadSession } from '../../src/stores';
import { expectNoAxeViolations, mount, sandboxPost, until } from '../../tests/browser/helpers';
import './ik-header.element';

// Issue 38 §6: the venue's own name or logo, whole on a phone once the cart appears; the cart
// shrinks to its icon and badge there, and its name still says the count.
const part = (header: HTMLElement, name: string) =>
  header.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`);
const shown = (el: Element | null) => !!el && el.getClientRects().length > 0;
const whole = (el: HTMLElement) => el.scrollWidth <= el.clientWidth;

describe('<ik-header> brand', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    resetConfig();
  });

  describe('with a cart, logged out', () => {
    before(async () => {
      await sandboxPost('/rs/clearSession');
      await loadSession();
      await sandboxPost('/sandbox/api/cart/sample');
      document.dispatchEvent(new Event('ik-cart-refresh'));
      await until(() => expect($cart.get().FolioItems.length).to.be.greaterThan(0));
    });

    for (const width of [320, 375]) {
      it(`at ${width} px keeps the whole name and shows the cart as its icon and badge`, async () => {
        const header = mount(`<ik-header style="width: ${width}px"></ik-header>`);
        const cart = await until(() => part(header, 'cart'));
        await until(() => expect(shown(part(header, 'login'))).to.equal(true));
        const logo = part(header, 'logo')!;
        expect(logo.textContent).to.equal('The Lake Book');
        expect(whole(logo), 'the name is not cut').to.equal(true);
        expect(shown(cart.querySelector('.cart-label')), 'the balance is not shown').to.equal(
          false,
        );
        expect(shown(part(header, 'badge')), 'the badge is shown').to.equal(true);
        const bar = header.getBoundingClientRect();
        expect(cart.getBoundingClientRect().right).to.be.at.most(bar.right + 0.5);
        expect(cart.getBoundingClientRect().width).to.be.at.least(44);
        const count = $cart.get().FolioItems.length;
        const name = new RegExp(`^Cart, ${count} items?, £`);
        expect(await findByShadowRole(header, 'link', { name })).to.equal(cart);
        await expectNoAxeViolations(header);
      });
    }

    it('shows the balance beside the icon on a wider header', async () => {
      const header = mount('<ik-header style="width: 768px"></ik-header>');
      const cart = await until(() => part(header, 'cart'));
      expect(shown(cart.querySelector('.cart-label'))).to.equal(true);
    });
  });

  it("shows the venue's name from the page's configuration", async () => {
    resetConfig({ brandName: 'Seaside Hotel' });
    const header = mount('<ik-header></ik-header>');
    const logo = await until(() => part(header, 'logo'));
    expect(logo.textContent).to.equal('Seaside Hotel');
    expect(await findByShadowRole(header, 'link', { name: 'Seaside Hotel' })).to.equal(logo);
  });

  it('shows a configured logo, named by the venue, in the box the page gives it', async () => {
    resetConfig({ brandName: 'The Inn', logoUrl: '/demo-assets/rooms/view.svg' });
    const header = mount(
      '<ik-header style="width: 768px; --ik-header-logo-width: 120px"></ik-header>',
    );
    const image = await until(() => part(header, 'logo-image') as HTMLImageElement | null);
    expect(image.getAttribute('src')).to.equal('/demo-assets/rooms/view.svg');
    expect(await findByShadowRole(header, 'link', { name: 'The Inn' })).to.equal(
      part(header, 'logo'),
    );
    const box = image.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([120, 44]);
    await expectNoAxeViolations(header);
  });

  it('refuses a logo address outside the safe-URL rule and shows the name instead', async () => {
    resetConfig({ brandName: 'The Inn', logoUrl: 'javascript:alert(1)' });
    const header = mount('<ik-header></ik-header>');
    const logo = await until(() => part(header, 'logo'));
    expect(logo.textContent).to.equal('The Inn');
    expect(part(header, 'logo-image')).to.equal(null);
  });
});
