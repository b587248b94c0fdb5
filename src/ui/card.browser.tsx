import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { cardExamples } from './card.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(cardExamples);

describe(`Card (${__FLAVOUR__})`, () => {
  it('shows media, a heading, content and actions, with nothing for axe to find', async () => {
    const el = mount(`<${tag} style="display:block;width:320px"></${tag}>`);
    const cards = await until(() => {
      const found = exampleStage(el, 'room').querySelectorAll<HTMLElement>('[part=card]');
      return found.length === 2 ? [...found] : null;
    });
    const [room, plain] = cards;
    expect(room!.tagName).to.equal('ARTICLE');
    expect(room!.getAttribute('aria-label')).to.equal('Room: Lakeside Double');
    expect(plain!.hasAttribute('aria-label')).to.equal(false);
    expect(room!.querySelector('h3')!.textContent).to.equal('Lakeside Double');
    expect(room!.querySelector('[part=card-media] img')).to.not.equal(null);
    expect(room!.querySelector('[part=card-footer] button')!.textContent).to.equal('Choose');
    expect(plain!.querySelector('[part=card-media]')).to.equal(null);
    // A long title wraps inside the card on a phone.
    expect(plain!.scrollWidth).to.be.at.most(plain!.clientWidth);
    await expectNoAxeViolations(el);
    el.remove();
  });
});
