import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { installFakeClock } from '../../tests/browser/fake-clock';
import { until } from '../../tests/browser/helpers';

// The element's script is not imported up front: the holes are on the page first, as on the
// golf page, where the loader brings the script when the first hole nears the screen.

const IMG =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 3 4%22/%3E';
const hole = (n: number) => ({
  hole: n,
  name: `Hole ${n}`,
  par: 4,
  strokeIndex: n,
  diagram: { src: IMG, alt: `Diagram of hole ${n}` },
  yards: { black: 400 + n, blue: 380 + n, white: 360 + n, yellow: 340 + n },
});

const drawn = (el: HTMLElement) => !!el.shadowRoot?.querySelector('[part=hole]');
const radio = (el: HTMLElement, tee: string) =>
  el.shadowRoot!.querySelector<HTMLInputElement>(`input[value=${tee}]`)!;

describe('<ik-golf-hole> when its script arrives after eighteen holes (issue 19)', () => {
  it('draws the holes on screen in the script’s task, the rest after it, and none is lost to a guest', async () => {
    await setViewport({ width: 375, height: 812 });
    // Each hole's box before it is drawn, as themes/base.css gives it.
    const theme = document.createElement('style');
    theme.textContent = `ik-golf-hole { display: block; position: relative;
      container-type: inline-size; aspect-ratio: 1 / 1; padding-bottom: 30rem; }`;
    document.head.append(theme);
    const course = document.createElement('div');
    course.innerHTML = Array.from(
      { length: 18 },
      (_, i) =>
        `<ik-golf-hole><script type="application/json">${JSON.stringify(hole(i + 1))}</script></ik-golf-hole>`,
    ).join('');
    document.body.append(course);
    const holes = [...course.querySelectorAll<HTMLElement>('ik-golf-hole')];
    // The page has scrolled to the sixth hole (a link to it, or the guest) before the script came.
    holes[5]!.scrollIntoView({ block: 'start' });

    // Frames and timers stand still while the script arrives: what it draws in its own task is
    // all that is drawn.
    const later = holes[12]!;
    const clock = installFakeClock();
    try {
      await import('./ik-golf-hole.element');
      const near = holes.filter((h) => {
        const box = h.getBoundingClientRect();
        return box.bottom > -64 && box.top < innerHeight + 64;
      });
      expect(near).to.include(holes[5]);
      expect(near.length).to.be.below(4);
      expect(holes.filter(drawn)).to.deep.equal(near);
      expect(holes.filter((h) => h.matches(':state(loaded)'))).to.deep.equal(near);

      // A hole not drawn yet that the guest presses: drawn at once, and the click reaches the
      // tee under the pointer, not the hole's empty box.
      expect(drawn(later)).to.equal(false);
      later.scrollIntoView({ block: 'start' });
      const box = later.getBoundingClientRect();
      // Where the hole draws its tees (found on a drawn hole of the same size): the white tee.
      const white = radio(holes[5]!, 'white').closest('label')!.getBoundingClientRect();
      const shown = holes[5]!.getBoundingClientRect();
      await sendMouse({
        type: 'click',
        position: [
          Math.round(box.left + white.left - shown.left + white.width / 2),
          Math.round(box.top + white.top - shown.top + white.height / 2),
        ],
      });
      await clock.tick(0);
      expect(drawn(later)).to.equal(true);
      expect(radio(later, 'white').checked).to.equal(true);
      // …and holds focus, as a tee clicked on a drawn hole does. Focus in a hole draws those
      // beside it: Tab and Shift+Tab find their tees.
      expect(holes[12]!.shadowRoot!.activeElement).to.equal(radio(later, 'white'));
      expect(drawn(holes[11]!) && drawn(holes[13]!)).to.equal(true);
      expect(drawn(holes[14]!)).to.equal(false);
      // Past the stroke index's hint, then on to the next hole.
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement).to.equal(holes[13]);
      expect(holes[13]!.shadowRoot!.activeElement).to.equal(radio(holes[13]!, 'black'));
      expect(drawn(holes[14]!)).to.equal(true);

      // The rest follow, a few per task after each frame.
      await clock.tick(16 * 40);
      expect(holes.every(drawn)).to.equal(true);
      expect(holes.every((h) => h.matches(':state(loaded)'))).to.equal(true);
    } finally {
      clock.uninstall();
    }
    radio(holes[0]!, 'blue').click();
    await until(() => expect(radio(holes[0]!, 'blue').checked).to.equal(true));
    expect(radio(later, 'white').checked).to.equal(true);
    course.remove();
    theme.remove();
    await setViewport({ width: 800, height: 600 });
  });
});
