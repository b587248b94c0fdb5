import { expect } from 'chai';
import { createRoot } from 'react-dom/client';
import { userMessageOf } from '../../../src/api/errors';
import { EXCLUDED_EXTRA_NAMES } from '../../../src/domain/cart/excluded-extra-names';
import type { ExtraGroup } from '../../../src/domain/cart/extra-groups';
import type { SpecialService } from '../../../src/schemas/rs-request';
import { $cart, refreshCart } from '../../../src/stores';
import { expectNoAxeViolations, sandboxPost, until } from '../../../tests/browser/helpers';
import { BASE, focused, headingOf, mountEngine, restoreUrl, shadow } from '../engine-test-helpers';
import { ExtraGroupForm } from './ExtraGroupForm';
import { ExtrasDrawer } from '../screens/cart/ExtrasDrawer';

const drawerOf = (root: ParentNode) => root.querySelector<HTMLDialogElement>('dialog.ik-drawer')!;
const groupNamed = (dialog: HTMLDialogElement, label: string) =>
  [...dialog.querySelectorAll<HTMLFormElement>('form.extra-group')].find((f) =>
    f.querySelector('h3')!.textContent!.startsWith(label),
  )!;
const submitOf = (form: HTMLFormElement) =>
  form.querySelector<HTMLButtonElement>('button[type=submit]')!;
const errorOf = (form: HTMLFormElement) => form.querySelector('[part=error]')!.textContent;
const servicesOfRoom = () =>
  $cart
    .get()
    .FolioItems[0]!.SpecialServices.map(
      (s) => `${s.PMSSpecialService.PMSSpecialServiceName}: ${s.Comments ?? ''} ${s.ExtPrice}`,
    );

describe('<ik-booking-engine> Add to room drawer', () => {
  let engine: HTMLElement;
  let dialog: HTMLDialogElement;

  before(async () => {
    await sandboxPost('/rs/clearSession');
    await sandboxPost('/sandbox/api/cart/sample', { category: 'Hotel' });
    await refreshCart();
    engine = mountEngine(`${BASE}/cart`);
    await headingOf(engine, 'Your cart');
    const open = await until(() =>
      shadow(engine).querySelector<HTMLButtonElement>('[part=add-to-room]'),
    );
    open.focus();
    open.click();
    dialog = drawerOf(shadow(engine));
    await until(() => expect(dialog.open).to.equal(true));
    await until(() => dialog.querySelector('form.extra-group'));
  });

  after(() => {
    engine.remove();
    restoreUrl();
  });

  it('opens as a modal drawer titled for the room, with nothing for axe to find', async () => {
    expect(dialog.querySelector('h2')!.textContent).to.equal(
      'Add to room: Lakeside Double — Bed & Breakfast',
    );
    expect(
      [...dialog.querySelectorAll('form.extra-group h3')].map((h) =>
        h.firstChild!.textContent!.trim(),
      ),
    ).to.include.members([
      'Bringing your dog',
      'Bed type',
      'Note for the hotel',
      'Allergies',
      'Bottle of Prosecco',
    ]);
    await expectNoAxeViolations(engine);
  });

  it('needs a dog’s size before adding the dog', async () => {
    const dogs = groupNamed(dialog, 'Bringing your dog');
    submitOf(dogs).click();
    await until(() =>
      expect(errorOf(dogs)).to.equal('Please choose an option for bringing your dog.'),
    );
    expect(dogs.querySelector('fieldset')!.getAttribute('aria-invalid')).to.equal('true');
    expect(focused() === dogs.querySelector('input')).to.equal(true);
    expect($cart.get().FolioItems[0]!.SpecialServices).to.have.length(0);
    const large = [...dogs.querySelectorAll('label')].find((l) =>
      l.textContent!.startsWith('Large dog'),
    )!;
    large.querySelector('input')!.click();
    submitOf(dogs).click();
    await until(() => expect(servicesOfRoom()).to.deep.equal(['Dogs: Large dog (over 25 kg) 25']));
    // The cart's store changes first; the form says so once the add has come back.
    await until(() =>
      expect(dogs.querySelector('[role=status]')!.textContent).to.equal(
        'Added bringing your dog to your room.',
      ),
    );
    expect(errorOf(dogs)).to.equal('');
  });

  it('needs a bed to be chosen', async () => {
    const beds = groupNamed(dialog, 'Bed type');
    submitOf(beds).click();
    await until(() => expect(errorOf(beds)).to.equal('Please choose an option for bed type.'));
    expect([...beds.querySelectorAll('label')].map((l) => l.textContent)).to.deep.equal([
      'Double',
      'Twin',
    ]);
  });

  it('needs text for the guest note', async () => {
    const note = groupNamed(dialog, 'Note for the hotel');
    const text = note.querySelector('textarea')!;
    expect(note.querySelector('label')!.textContent).to.equal('Your note (required)');
    submitOf(note).click();
    await until(() => expect(errorOf(note)).to.equal('Please write your note for the hotel.'));
    expect(text.getAttribute('aria-invalid')).to.equal('true');
    expect(focused() === text).to.equal(true);
    // What a guest types goes through React's own input handling.
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setter.call(text, 'Arriving by the late train');
    text.dispatchEvent(new Event('input', { bubbles: true }));
    submitOf(note).click();
    await until(() => expect(servicesOfRoom()).to.have.length(2));
    expect(servicesOfRoom()[1]).to.equal('Guest Note: Arriving by the late train 0');
    await until(() => expect(text.value).to.equal(''));
  });

  it('takes one or more allergies', async () => {
    const allergies = groupNamed(dialog, 'Allergies');
    submitOf(allergies).click();
    await until(() => expect(errorOf(allergies)).to.equal('Please tick at least one allergy.'));
    for (const name of ['Gluten', 'Dairy']) {
      [...allergies.querySelectorAll('label')]
        .find((l) => l.textContent === name)!
        .querySelector('input')!
        .click();
    }
    submitOf(allergies).click();
    await until(() => expect(servicesOfRoom()).to.have.length(3));
    expect(servicesOfRoom()[2]).to.equal('Allergies: Gluten, Dairy 0');
  });

  it('closes on Done and gives focus back; the card shows the extras and the new amount', async () => {
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Done')!.click();
    await until(() => expect(dialog.open).to.equal(false));
    expect(focused() === shadow(engine).querySelector('[part=add-to-room]')).to.equal(true);
    const card = shadow(engine).querySelector('[part=cart-item]')!;
    await until(() =>
      expect(card.querySelector('.cart-item__amount')!.textContent).to.equal('Amount: £270.00'),
    );
    expect(shadow(engine).querySelector('[part=total]')!.textContent).to.equal('Total £270.00');
    const dog = [...card.querySelectorAll<HTMLButtonElement>('.extra button')].find((b) =>
      b.getAttribute('aria-label')!.startsWith('Remove Dogs'),
    )!;
    dog.click();
    await until(() => expect(servicesOfRoom()).to.have.length(2));
    await until(() =>
      expect(shadow(engine).querySelector('[part=total]')!.textContent).to.equal('Total £245.00'),
    );
  });
});

describe('the post-stay extras list', () => {
  it('never shows the excluded names', async () => {
    await refreshCart();
    const room = $cart.get().FolioItems[0]!;
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const react = createRoot(root);
    react.render(<ExtrasDrawer room={room} open onClose={() => {}} stage="post-stay" />);
    const dialog = await until(() => drawerOf(root));
    await until(() => dialog.querySelector('form.extra-group'));
    const titles = [...dialog.querySelectorAll('form.extra-group h3')].map((h) =>
      h.firstChild!.textContent!.trim(),
    );
    expect(titles).to.deep.equal([
      'Bottle of Prosecco',
      'Flowers in the room',
      'Handmade chocolates',
      'Early check-in (from 12 noon)',
    ]);
    // Nothing in the list (its titles, fields and buttons) names an excluded service.
    const listed = [...dialog.querySelectorAll('form.extra-group')]
      .map((f) => f.textContent!.toLowerCase())
      .join(' | ');
    for (const name of EXCLUDED_EXTRA_NAMES) expect(listed, name).not.to.contain(name);
    expect(
      dialog.querySelectorAll('textarea, input[type=radio], input[type=checkbox]'),
    ).to.have.length(0);
    react.unmount();
    host.remove();
  });
});

describe('ExtraGroupForm when adding fails outright', () => {
  it('brings the Add button back and says so in plain words when onAdd rejects', async () => {
    const service = { PMSItemId: 'FLOWERS', PMSSpecialServiceName: 'Flowers', Price: 25 };
    const group: ExtraGroup = {
      kind: 'simple',
      id: 'flowers',
      label: 'Flowers in the room',
      service: service as unknown as SpecialService,
    };
    const host = document.createElement('div');
    document.body.append(host);
    const react = createRoot(host.attachShadow({ mode: 'open' }));
    let calls = 0;
    react.render(
      <ExtraGroupForm
        group={group}
        onAdd={() => {
          calls += 1;
          return Promise.reject(new TypeError('Failed to fetch'));
        }}
      />,
    );
    try {
      const form = await until(() => host.shadowRoot!.querySelector<HTMLFormElement>('form'));
      submitOf(form).click();
      await until(() => expect(errorOf(form)).to.equal(userMessageOf(new Error('any'))));
      expect(calls).to.equal(1);
      expect(submitOf(form).textContent).to.equal('Add flowers in the room');
      expect(submitOf(form).getAttribute('aria-disabled')).to.equal(null);
      // And it can be tried again.
      submitOf(form).click();
      await until(() => expect(calls).to.equal(2));
    } finally {
      react.unmount();
      host.remove();
    }
  });
});
