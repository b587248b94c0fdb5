import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { deepActiveElement } from './deep-active-element';
import { roomCardExamples } from './room-card.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(roomCardExamples);
const card = (el: HTMLElement, name = 'rates') =>
  exampleStage(el, name).querySelector<HTMLElement>('[part=room-card]')!;
const radios = (c: HTMLElement) => [...c.querySelectorAll<HTMLInputElement>('input[type=radio]')];
const shown = (node: Element) => node.getBoundingClientRect().height > 0;
const named = (c: HTMLElement, id: string | null) =>
  (id ?? '')
    .split(' ')
    .map((ref) => c.querySelector(`[id="${ref}"]`)?.textContent)
    .join(' | ');
const addButton = (c: HTMLElement) =>
  [...c.querySelectorAll<HTMLButtonElement>('[part=room-actions] button')].find(
    (b) => b.textContent === 'Add room',
  )!;

describe(`RoomCard (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  afterEach(() => el.remove());

  describe('on a phone (a 343 px card)', () => {
    beforeEach(async () => {
      el = mount(`<${tag} style="display:block;width:343px"></${tag}>`);
      await until(() => card(el));
    });

    it('leads with a 3:2 responsive photo and its gallery count', () => {
      const c = card(el);
      const photo = c.querySelector<HTMLElement>('[part=room-photo]')!;
      const box = photo.getBoundingClientRect();
      expect(box.width / box.height).to.be.closeTo(3 / 2, 0.01);
      // At the top, beside the title (two rooms fit in a screen and a half), before the rates.
      const title = c.querySelector('[part=room-title]')!.getBoundingClientRect();
      expect(c.querySelector('[part=room-photo], h2')).to.equal(photo);
      expect(box.top).to.be.at.most(title.top);
      expect(title.left).to.be.at.least(box.right);
      expect(box.bottom).to.be.at.most(c.querySelector('[part=rate]')!.getBoundingClientRect().top);
      const img = photo.querySelector('img')!;
      expect(img.alt).to.equal('The bedroom of the Lakeside Double');
      expect(img.getAttribute('srcset')).to.match(/ 600w, .+ 1200w$/);
      expect(img.getAttribute('sizes')).to.equal('(min-width: 45rem) 20rem, 38vw');
      expect(c.querySelector('[part=photo-count]')!.textContent).to.equal('3 photos');
      // No count for a room without a gallery; its placeholder keeps the box.
      const bare = card(el, 'one-rate');
      expect(bare.querySelector('[part=photo-count]')).to.equal(null);
      const empty = bare.querySelector<HTMLElement>('[part=room-photo]')!.getBoundingClientRect();
      expect(empty.width / empty.height).to.be.closeTo(3 / 2, 0.01);
    });

    it('offers the rates as radios in one labelled group, each named by its name and total', async () => {
      const c = card(el);
      const group = c.querySelector('fieldset[part=rates]')!;
      expect(group.querySelector('legend')!.textContent).to.equal('Rates for Lakeside Double');
      const [roomOnly, bb, saver] = radios(c);
      expect(roomOnly!.getAttribute('aria-label')).to.equal('Room Only, £264.00 total');
      expect(named(c, roomOnly!.getAttribute('aria-describedby'))).to.equal(
        'Room only | £132.00 per night',
      );
      expect(bb!.getAttribute('aria-label')).to.equal('Bed & Breakfast, £304.00 total');
      expect(named(c, bb!.getAttribute('aria-describedby'))).to.equal(
        'Breakfast included · Free cancellation until 15 Dec | £152.00 per night',
      );
      expect(saver!.getAttribute('aria-label')).to.equal('Suite Saver, £320.00 total');
      // The offer: the normal total struck through and read as "was".
      const total = saver!.closest('[part=rate]')!.querySelector('[part=rate-total]')!;
      expect(total.querySelector('del')!.textContent).to.equal('was £400.00');
      // One chosen, outlined, and the card's one primary action names it.
      expect(radios(c).map((r) => r.checked)).to.deep.equal([true, false, false]);
      expect(roomOnly!.closest('[part=rate]')!.hasAttribute('data-checked')).to.equal(true);
      const primaries = c.querySelectorAll('[data-variant=primary]');
      expect(primaries).to.have.length(1);
      expect(addButton(c).getAttribute('aria-label')).to.equal(
        'Add room: Lakeside Double, Room Only',
      );
      await expectNoAxeViolations(el);
    });

    it('moves the choice with the arrow keys, focus on the chosen rate, and adds that rate', async () => {
      const c = card(el);
      radios(c)[0]!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await until(() => expect(radios(c)[1]!.checked).to.equal(true));
      expect(deepActiveElement()).to.equal(radios(c)[1]);
      expect(radios(c)[1]!.closest('[part=rate]')!.hasAttribute('data-checked')).to.equal(true);
      expect(radios(c)[0]!.closest('[part=rate]')!.hasAttribute('data-checked')).to.equal(false);
      expect(addButton(c).getAttribute('aria-label')).to.equal(
        'Add room: Lakeside Double, Bed & Breakfast',
      );
      // Tab leaves the group (one stop for all its rates) for "See 1 more rate", then the action.
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(c.querySelector('[part=more-rates]'));
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(addButton(c));
      await sendKeys({ press: 'Enter' });
      await until(() =>
        expect(exampleStage(el, 'rates').querySelector('[role=status]')!.textContent).to.equal(
          'Added: Bed & Breakfast',
        ),
      );
    });

    it('shows two rates, then "See 1 more rate", which unfolds the rest and focuses it', async () => {
      const c = card(el);
      const rates = [...c.querySelectorAll('[part=rate]')];
      expect(rates.map(shown)).to.deep.equal([true, true, false]);
      const more = c.querySelector<HTMLButtonElement>('[part=more-rates]')!;
      expect(more.textContent).to.equal('See 1 more rate');
      expect(shown(more)).to.equal(true);
      more.click();
      await until(() => expect(deepActiveElement()).to.equal(radios(c)[2]));
      expect(rates.map(shown)).to.deep.equal([true, true, true]);
      expect(c.querySelector('[part=more-rates]')).to.equal(null);
      // The per-night price sits beneath the total, both right-aligned on the rate.
      const rate = rates[0]!.getBoundingClientRect();
      const total = rates[0]!.querySelector('[part=price]')!.getBoundingClientRect();
      const night = rates[0]!.querySelector('.ik-room-rate__night')!.getBoundingClientRect();
      expect(rate.right - total.right).to.be.lessThan(16);
      expect(Math.abs(total.right - night.right)).to.be.lessThan(1);
      expect(night.top).to.be.at.least(total.bottom - 1);
      // The total is a step up the type scale from the rate's words.
      const size = (selector: string) =>
        parseFloat(getComputedStyle(rates[0]!.querySelector(selector)!).fontSize);
      expect(size('.ik-price-now')).to.be.greaterThan(size('[part=rate-name]'));
      expect(size('[part=rate-name]')).to.be.greaterThan(size('[part=rate-terms]'));
    });

    it('never folds away the chosen rate', async () => {
      const c = card(el);
      c.querySelector<HTMLButtonElement>('[part=more-rates]')!.click();
      await until(() => expect(radios(c)[2]!.getBoundingClientRect().height).to.be.greaterThan(0));
      radios(c)[2]!.click();
      await until(() => expect(radios(c)[2]!.checked).to.equal(true));
      expect(shown(c.querySelectorAll('[part=rate]')[2]!)).to.equal(true);
    });
  });

  it('puts the photo beside the words and shows every rate on a wide card', async () => {
    el = mount(`<${tag} style="display:block;width:900px"></${tag}>`);
    const c = await until(() => card(el));
    const photo = c.querySelector('[part=room-photo]')!.getBoundingClientRect();
    const title = c.querySelector('[part=room-title]')!.getBoundingClientRect();
    expect(title.left).to.be.at.least(photo.right);
    expect(photo.width / photo.height).to.be.closeTo(3 / 2, 0.01);
    expect([...c.querySelectorAll('[part=rate]')].map(shown)).to.deep.equal([true, true, true]);
    expect(shown(c.querySelector('[part=more-rates]')!)).to.equal(false);
    await expectNoAxeViolations(el);
  });
});
