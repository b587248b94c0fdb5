import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import { skeletonExamples } from './feedback.examples';
import { defineExampleHost, exampleStage } from './styleguide/example-host';

const tag = defineExampleHost(skeletonExamples);

describe(`Skeleton (${__FLAVOUR__})`, () => {
  it('is hidden from screen readers, shaped like what loads, still under reduced motion', async () => {
    const el = mount(`<${tag} style="display:block;width:600px"></${tag}>`);
    const text = await until(() =>
      exampleStage(el, 'text').querySelector<HTMLElement>('[part=skeleton]'),
    );
    expect(text.getAttribute('aria-hidden')).to.equal('true');
    expect(text.children).to.have.length(3);
    const bone = text.firstElementChild!;
    expect(getComputedStyle(bone).animationName).to.equal('ik-shimmer');
    const photo = exampleStage(el, 'photo-block').querySelector('[data-shape=photo] span')!;
    const box = photo.getBoundingClientRect();
    expect(box.width / box.height).to.be.closeTo(3 / 2, 0.01);
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      await until(() => expect(getComputedStyle(bone).animationName).to.equal('none'));
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    await expectNoAxeViolations(el);
    el.remove();
  });
});
