import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { photoExamples } from './photo.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(photoExamples);
const photo = (el: HTMLElement, name: string) =>
  exampleStage(el, name).querySelector<HTMLElement>('[part=photo]')!;

describe(`Photo (${__FLAVOUR__})`, () => {
  let el: HTMLElement;
  beforeEach(async () => {
    el = mount(`<${tag} style="display:block;width:400px"></${tag}>`);
    await until(() => photo(el, 'failed'));
  });
  afterEach(() => el.remove());

  it('is lazy and responsive, its box at its ratio before the picture arrives', () => {
    const img = photo(el, 'loaded').querySelector('img')!;
    expect(img.loading).to.equal('lazy');
    expect(img.alt).to.equal('The lake at dawn');
    expect(img.getAttribute('srcset')).to.match(/ 600w, .+ 1200w$/);
    expect(img.getAttribute('sizes')).to.equal('(min-width: 48rem) 50vw, 100vw');
    const box = photo(el, 'loaded').getBoundingClientRect();
    expect(box.width / box.height).to.be.closeTo(3 / 2, 0.01);
  });

  it('draws one address as a plain src, and never puts an unsafe width in srcset', () => {
    const img = photo(el, 'single').querySelector('img')!;
    expect(img.getAttribute('src')).to.not.equal(null);
    expect(img.hasAttribute('srcset')).to.equal(false);
    expect(img.hasAttribute('sizes')).to.equal(false);
  });

  it('shows a placeholder named by its alt when the picture fails, keeping its box', async () => {
    const failed = photo(el, 'failed');
    await until(() => expect(failed.dataset.state).to.equal('failed'));
    expect(failed.querySelector('img')).to.equal(null);
    const placeholder = failed.querySelector('[part=photo-placeholder]')!;
    expect(placeholder.getAttribute('role')).to.equal('img');
    expect(placeholder.getAttribute('aria-label')).to.equal('The spa pool');
    const box = failed.getBoundingClientRect();
    expect(box.width / box.height).to.be.closeTo(16 / 9, 0.01);
    await expectNoAxeViolations(el);
  });

  it("shows a theme's own illustration in place of the pictogram (issue 38 §4)", async () => {
    const placeholder = () => photo(el, 'failed').querySelector('[part=photo-placeholder]')!;
    await until(() => placeholder());
    const mark = () => getComputedStyle(placeholder(), '::before').display;
    expect(getComputedStyle(placeholder()).backgroundImage).to.equal('none');
    expect(mark()).to.equal('block');
    const art = 'url("data:image/svg+xml,%3Csvg xmlns=\'http://www.w3.org/2000/svg\'/%3E")';
    el.style.setProperty('--ik-photo-art', art);
    el.style.setProperty('--ik-photo-mark', 'none');
    expect(getComputedStyle(placeholder()).backgroundImage).to.contain('data:image/svg+xml');
    expect(mark()).to.equal('none');
  });

  it('never loads an unsafe address', () => {
    const unsafe = photo(el, 'unsafe');
    expect(unsafe.dataset.state).to.equal('failed');
    expect(unsafe.querySelector('img')).to.equal(null);
  });
});
