import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { bookingCardExamples } from './booking-card.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(bookingCardExamples);
const cards = (el: HTMLElement) => [
  ...exampleStage(el, 'bookings').querySelectorAll<HTMLElement>('[part=booking]'),
];
const box = (node: Element) => node.getBoundingClientRect();
const pounds = (text: string | null) => Number((text ?? '').replace(/[£,]/g, ''));

describe(`BookingCard (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  afterEach(() => el.remove());

  it('on a phone: a 3:2 picture beside the title, nothing wider than the card', async () => {
    el = mount(`<${tag} style="display:block;width:320px"></${tag}>`);
    const [stay, treatment] = await until(() => (cards(el).length === 3 ? cards(el) : null));
    const photo = stay!.querySelector('[part=booking-photo]')!;
    expect(box(photo).width / box(photo).height).to.be.closeTo(3 / 2, 0.01);
    expect(photo.querySelector('img')!.alt).to.equal('The bedroom of the Lakeside Double');
    const title = stay!.querySelector('[part=card-title]')!;
    expect(box(title).left).to.be.at.least(box(photo).right);
    expect(box(title).top).to.be.at.most(box(photo).bottom);
    // Without a picture, the theme's illustration keeps the same 3:2 box (never a bare gap).
    const none = treatment!.querySelector('[part=booking-photo]')!;
    expect(none.getAttribute('data-state')).to.equal('failed');
    // The theme's own drawing of what was booked (a treatment: the spa's).
    expect(none.querySelector('[part=photo-placeholder]')!.getAttribute('data-art')).to.equal(
      'spa',
    );
    expect(box(none).width / box(none).height).to.be.closeTo(3 / 2, 0.01);
    for (const card of cards(el)) expect(card.scrollWidth).to.be.at.most(card.clientWidth + 1);
    await expectNoAxeViolations(el);
  });

  it('wide: the picture down the side, the facts and money beside it', async () => {
    el = mount(`<${tag} style="display:block;width:720px"></${tag}>`);
    const [stay] = await until(() => (cards(el).length === 3 ? cards(el) : null));
    const photo = box(stay!.querySelector('[part=booking-photo]')!);
    for (const part of ['card-title', 'booking-when', 'facts', 'booking-payment', 'card-footer'])
      expect(box(stay!.querySelector(`[part=${part}]`)!).left, part).to.be.at.least(photo.right);
    expect(photo.width / photo.height).to.be.closeTo(3 / 2, 0.01);
    await expectNoAxeViolations(el);
  });

  it('says when and where it stands in words, and its money adds up to its total', async () => {
    el = mount(`<${tag} style="display:block;width:375px"></${tag}>`);
    const [stay, treatment, cancelled] = await until(() =>
      cards(el).length === 3 ? cards(el) : null,
    );
    expect(stay!.querySelector('[part=booking-when]')!.textContent).to.equal(
      '12 March, 2027 – 14 March, 2027 · 2 nights',
    );
    expect(stay!.querySelector('[part=booking-status]')!.textContent).to.equal('Confirmed');
    expect(cancelled!.querySelector('[part=booking-status]')!.textContent).to.equal('Cancelled');
    expect(cancelled!.querySelector('[part=booking-payment]')).to.equal(null);
    for (const card of [stay!, treatment!]) {
      const rows = [...card.querySelectorAll('[part=booking-payment] > div')].map((row) => ({
        term: row.querySelector('dt')!.textContent!,
        value: pounds(row.querySelector('dd')!.textContent),
      }));
      const [total, ...rest] = rows;
      expect(rest.at(-1)!.term).to.equal('Balance due');
      expect(rest.reduce((sum, row) => sum + row.value, 0)).to.equal(total!.value);
    }
    const terms = [...stay!.querySelectorAll('[part=booking-payment] dt')].map(
      (t) => t.textContent,
    );
    expect(terms).to.deep.equal([
      'Total',
      'Paid by card ending 1111',
      'Paid by gift card ending JK23',
      'Balance due',
    ]);
  });
});
