import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { emptyGiftDraft } from '../../../../src/domain/gift-cards/gift-card-draft';
import { $cart, refreshCart } from '../../../../src/stores';
import { $giftDraft } from '../../../../src/stores/engine/gift-cards';
import { expectNoAxeViolations, sandboxPost, until } from '../../../../tests/browser/helpers';
import {
  BASE,
  focused,
  headingOf,
  mountEngine,
  restoreUrl,
  rsRequests,
  shadow,
} from '../../engine-test-helpers';

type Control = HTMLInputElement | HTMLTextAreaElement;
const HOSTILE = '<img src=x onerror="window.hacked=1">Ada';

const root = (engine: HTMLElement) => shadow(engine);
/** A control by its label's words (the label names it: no test ids). */
function labelled<T extends HTMLElement>(engine: HTMLElement, words: string): T | null {
  const label = [...root(engine).querySelectorAll('label')].find(
    (l) => l.textContent?.replace(' (optional)', '').trim() === words,
  );
  const id = label?.htmlFor;
  return id
    ? (root(engine).getElementById(id) as T | null)
    : ((label?.querySelector('input') ?? null) as T | null);
}
async function type(engine: HTMLElement, words: string, value: string) {
  const field = await until(() => labelled<Control>(engine, words));
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await until(() => expect(labelled<Control>(engine, words)!.value).to.equal(value));
}
const values = (engine: HTMLElement) => [
  ...root(engine).querySelectorAll<HTMLInputElement>('input[name=gift-value]'),
];
const addButton = (engine: HTMLElement) =>
  root(engine).querySelector<HTMLButtonElement>('[part=add-gift-card]')!;
/** Press Add to cart once the screen has caught up with the last keystroke (it is on). */
async function add(engine: HTMLElement) {
  await until(() => expect(addButton(engine).hasAttribute('aria-disabled')).to.equal(false));
  addButton(engine).click();
}
const reasonOf = (engine: HTMLElement) => {
  const id = addButton(engine).getAttribute('aria-describedby');
  return id ? (root(engine).getElementById(id)?.textContent ?? null) : null;
};

const analytics: { event: string; ecommerce?: { items: { item_category: string }[] } }[] = [];
document.addEventListener('ik-analytics', (e) => analytics.push((e as CustomEvent).detail));

describe('<ik-booking-engine> gift cards', () => {
  let engine: HTMLElement;

  beforeEach(async () => {
    await sandboxPost('/rs/clearSession');
    $giftDraft.set(emptyGiftDraft());
    analytics.length = 0;
    engine = mountEngine(`${BASE}/gift-cards`);
    await headingOf(engine, 'Gift cards');
    await until(() => expect(values(engine)).to.have.length(6));
  });

  afterEach(() => {
    engine.remove();
    restoreUrl();
  });

  it('shows the values with their designs and says the card lasts 24 months', async () => {
    const legend = root(engine).querySelector('[part=gift-values] legend')!;
    expect(legend.textContent).to.equal('Choose a value');
    const first = values(engine)[0]!.closest('label')!;
    expect(first.textContent).to.contain('Gift card £25');
    expect(first.textContent).to.contain('£25.00');
    expect(first.querySelector('[part~=gift-design]')).to.not.equal(null);
    expect(root(engine).textContent).to.contain('Valid for 24 months from purchase.');
    expect(root(engine).querySelector('[part=gift-validity]')!.textContent).to.equal(
      'Valid for 24 months from purchase.',
    );
    expect(labelled(engine, "Recipient's name")).to.not.equal(null);
    expect(labelled(engine, 'Your message')).to.be.instanceOf(HTMLTextAreaElement);
    expect(labelled<HTMLInputElement>(engine, "Recipient's email")!.type).to.equal('email');
    await expectNoAxeViolations(engine);
  });

  it('keeps Add to cart off until the card has what it needs, saying why in words', async () => {
    expect(addButton(engine).getAttribute('aria-disabled')).to.equal('true');
    expect(reasonOf(engine)).to.equal(
      "To add this gift card, choose a value, fill in the recipient's name and fill in the recipient's email.",
    );
    const before = rsRequests();
    addButton(engine).click();
    values(engine)[1]!.click();
    await type(engine, "Recipient's name", 'Ada Lovelace');
    await until(() =>
      expect(reasonOf(engine)).to.equal("To add this gift card, fill in the recipient's email."),
    );
    await type(engine, "Recipient's email", 'ada@innkit.test');
    await until(() => expect(addButton(engine).hasAttribute('aria-disabled')).to.equal(false));
    expect(reasonOf(engine)).to.equal(null);
    expect(rsRequests()).to.equal(before);
  });

  it('moves between values and methods with the arrow keys; post asks for an address in the UK', async () => {
    values(engine)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => expect(values(engine)[1]!.checked).to.equal(true));
    expect(focused()).to.equal(values(engine)[1]);
    const email = root(engine).querySelector<HTMLInputElement>('input[name=gift-method][value=E]')!;
    expect(email.checked).to.equal(true);
    email.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => expect(labelled(engine, 'Address line 1')).to.not.equal(null));
    expect(labelled(engine, "Recipient's email")).to.equal(null);
    expect(labelled<HTMLInputElement>(engine, 'Country')!.value).to.equal('United Kingdom');
    for (const words of ['Address line 2', 'County']) {
      const label = [...root(engine).querySelectorAll('label')].find((l) =>
        l.textContent?.startsWith(words),
      )!;
      expect(label.textContent).to.equal(`${words} (optional)`);
    }
    await type(engine, "Recipient's name", 'Ada');
    expect(reasonOf(engine)).to.equal(
      'To add this gift card, fill in address line 1, fill in the town or city and fill in the postcode.',
    );
    await expectNoAxeViolations(engine);
  });

  it('says a wrong email beside the field, focuses it and sends nothing', async () => {
    values(engine)[0]!.click();
    await type(engine, "Recipient's name", 'Ada');
    await type(engine, "Recipient's email", 'ada at home');
    const before = rsRequests();
    await add(engine);
    const field = labelled<HTMLInputElement>(engine, "Recipient's email")!;
    await until(() => expect(field.getAttribute('aria-invalid')).to.equal('true'));
    const errorId = field.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(root(engine).getElementById(errorId)!.textContent).to.equal(
      'Enter an email address like name@example.com.',
    );
    await until(() => expect(focused()).to.equal(field));
    expect(rsRequests()).to.equal(before);
    expect(field.value).to.equal('ada at home');
    await expectNoAxeViolations(engine);
  });

  it('adds the card (hostile words kept as text), opens the cart and tracks Retail', async () => {
    values(engine)[1]!.click();
    await type(engine, "Recipient's name", HOSTILE);
    await type(engine, 'Your message', '<b>Happy</b> birthday');
    // Typed for the post, then switched back to email: the order carries no address.
    root(engine).querySelector<HTMLInputElement>('input[name=gift-method][value=M]')!.click();
    await type(engine, 'Address line 1', '1 Dorset Street');
    root(engine).querySelector<HTMLInputElement>('input[name=gift-method][value=E]')!.click();
    await type(engine, "Recipient's email", 'ada@innkit.test');
    await add(engine);
    await headingOf(engine, 'Your cart');
    const card = await until(() => root(engine).querySelector<HTMLElement>('[part=cart-item]'));
    const facts = Object.fromEntries(
      [...card.querySelectorAll('dl > div')].map((d) => [
        d.querySelector('dt')!.textContent,
        d.querySelector('dd')!.textContent,
      ]),
    );
    expect(facts).to.deep.equal({
      Delivery: 'By email to ada@innkit.test',
      For: HOSTILE,
      Message: '<b>Happy</b> birthday',
      Valid: 'Valid for 24 months from purchase.',
    });
    expect(card.querySelector('img[src=x], b')).to.equal(null);
    expect((window as unknown as { hacked?: number }).hacked).to.equal(undefined);
    expect(analytics.find((a) => a.event === 'add_to_cart')?.ecommerce?.items[0]).to.include({
      item_category: 'Retail',
      item_name: 'Gift card £50',
      price: 50,
    });
    const remove = [...card.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
      b.textContent!.startsWith('Remove'),
    )!;
    remove.click();
    await until(() =>
      expect(analytics.find((a) => a.event === 'remove_from_cart')?.ecommerce?.items[0]).to.include(
        { item_category: 'Retail' },
      ),
    );
    await refreshCart();
    expect($cart.get().FolioItems).to.deep.equal([]);
  });
});
