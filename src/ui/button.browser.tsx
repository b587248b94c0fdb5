import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { buttonExamples } from './button.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(buttonExamples);
const buttons = (el: HTMLElement, name: string) => [
  ...exampleStage(el, name).querySelectorAll<HTMLElement>('.ik-button'),
];

describe(`Button (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  beforeEach(async () => {
    el = mount(`<${tag}></${tag}>`);
    await until(() => buttons(el, 'variants').length === 4 || null);
  });
  afterEach(() => el.remove());

  it('renders each variant as a button of its own look, with nothing for axe to find', async () => {
    const [primary, secondary, quiet, link] = buttons(el, 'variants');
    expect(primary!.dataset.variant).to.equal('primary');
    expect(getComputedStyle(primary!).backgroundColor).to.not.equal(
      getComputedStyle(secondary!).backgroundColor,
    );
    expect(getComputedStyle(quiet!).borderTopColor).to.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(link!).textDecorationLine).to.equal('underline');
    for (const button of buttons(el, 'variants')) {
      expect(button.getAttribute('type')).to.equal('button');
      const box = button.getBoundingClientRect();
      expect(box.height).to.be.at.least(24);
      expect(box.width).to.be.at.least(24);
    }
    await expectNoAxeViolations(el);
  });

  it('is at least 44 px tall on a touch screen (its pointer: coarse rule)', () => {
    // Chromium here has a fine pointer, so the rule itself is read from the adopted sheet.
    const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((s) => [...s.cssRules]);
    const coarse = rules.find(
      (r): r is CSSMediaRule =>
        r instanceof CSSMediaRule && r.conditionText === '(pointer: coarse)',
    );
    const inner = [...coarse!.cssRules] as CSSStyleRule[];
    expect(inner.some((r) => r.selectorText.includes('.ik-button'))).to.equal(true);
    expect(inner[0]!.style.minHeight.replace(/\s/g, '')).to.equal('var(--ik-control-height,44px)');
  });

  it('while busy: says so, keeps its width, is aria-disabled and ignores clicks', async () => {
    const send = buttons(el, 'busy')[0]!;
    const width = send.getBoundingClientRect().width;
    const presses = () => exampleStage(el, 'busy').querySelector('output')!.textContent;
    send.click();
    // It says "Sending…" (its name too); "Send" stays hidden under it, holding the width.
    await until(() => expect(send.getAttribute('aria-disabled')).to.equal('true'));
    const [kept, said] = [...send.querySelectorAll<HTMLElement>('.ik-button-stack > span')];
    expect(said!.textContent).to.equal('Sending…');
    expect(kept!.textContent).to.equal('Send');
    expect(kept!.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(kept!).visibility).to.equal('hidden');
    expect(send.getBoundingClientRect().width).to.be.at.least(width);
    send.click();
    send.click();
    expect(presses()).to.equal('1');
    await expectNoAxeViolations(el);
    buttons(el, 'busy')[1]!.click();
    await until(() => expect(send.textContent).to.equal('Send'));
    expect(send.hasAttribute('aria-disabled')).to.equal(false);
  });

  it('disabled buttons are disabled', () => {
    for (const button of buttons(el, 'disabled')) {
      expect((button as HTMLButtonElement).disabled).to.equal(true);
    }
  });

  it('styles a link as a button, keeping its address', () => {
    const [book] = buttons(el, 'link-button');
    expect(book!.tagName).to.equal('A');
    expect(book!.getAttribute('href')).to.equal('#book');
    expect(book!.getBoundingClientRect().height).to.be.at.least(44);
    expect(getComputedStyle(book!).textDecorationLine).to.equal('none');
  });

  it('adopts its stylesheet once into the shadow root', () => {
    const sheets = el.shadowRoot!.adoptedStyleSheets;
    expect(new Set(sheets).size).to.equal(sheets.length);
    const withButton = sheets.filter((s) =>
      [...s.cssRules].some((r) => r.cssText.startsWith('.ik-button,')),
    );
    expect(withButton).to.have.length(1);
    // After the base sheet, before the element's own (the style guide frame's) sheet.
    expect(sheets.indexOf(withButton[0]!)).to.equal(1);
    expect(sheets.length).to.be.at.least(3);
  });
});
