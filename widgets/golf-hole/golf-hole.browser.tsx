import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { FURNITURE } from '../../src/domain/public/furniture-constants';
import { installFakeClock } from '../../tests/browser/fake-clock';
import { expectNoAxeViolations, frames, mount, until } from '../../tests/browser/helpers';
import './ik-golf-hole.element';

const IMG =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 3 4%22/%3E';
const hole = (n: number, extra: Record<string, unknown> = {}) => ({
  hole: n,
  name: `Hole ${n}`,
  par: 4,
  strokeIndex: n,
  diagram: { src: IMG, alt: `Diagram of hole ${n}` },
  pinZones: { src: IMG, alt: 'Pin zones' },
  yards: { black: 400 + n, blue: 380 + n, white: 360 + n, yellow: 340 + n },
  ...extra,
});
const jsonHole = (data: unknown) =>
  `<ik-golf-hole><script type="application/json">${JSON.stringify(data)}</script></ik-golf-hole>`;

const root = (el: HTMLElement) => el.shadowRoot!;
/** The numbers as shown (the animated, aria-hidden ones). */
const shown = (el: HTMLElement) =>
  [...root(el).querySelectorAll('.number')].map((n) => Number(n.textContent));
/** The numbers as read by assistive technology. */
const read = (el: HTMLElement) =>
  [...root(el).querySelectorAll('dd .ik-visually-hidden')].map((n) => Number(n.textContent));
const radio = (el: HTMLElement, tee: string) =>
  root(el).querySelector<HTMLInputElement>(`input[value=${tee}]`)!;

/** Every yardage the element shows from now on, as it changes (the first number). */
function recordYards(el: HTMLElement) {
  const seen: number[] = [];
  const observer = new MutationObserver(() => seen.push(shown(el)[0]!));
  observer.observe(root(el), { subtree: true, characterData: true, childList: true });
  return { seen, stop: () => observer.disconnect() };
}

/**
 * Resolves once the browser has worked out whether `el` is at least `ratio` visible (as it is
 * told), in the same update that tells the element's own observer: the positive signal that
 * a scroll has been noticed.
 */
function visibilityNoticed(el: HTMLElement, ratio: number, visible: boolean): Promise<void> {
  return new Promise((done) => {
    const observer = new IntersectionObserver(
      ([entry]) => {
        const seen = !!entry && entry.isIntersecting && entry.intersectionRatio >= ratio;
        if (seen !== visible) return;
        observer.disconnect();
        done();
      },
      { threshold: [0, ratio, 1] },
    );
    observer.observe(el);
  });
}

describe('<ik-golf-hole>', () => {
  afterEach(async () => {
    document.body.innerHTML = '';
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('shows diagram, par, stroke index, pin zones and the black yardage first', async () => {
    const el = mount(jsonHole(hole(7)));
    await until(() => expect(read(el)).to.deep.equal([407, 4, 7]));
    await until(() => expect(shown(el)).to.deep.equal([407, 4, 7]));
    expect(root(el).querySelector('h3')!.textContent).to.equal('Hole 7: Hole 7');
    expect(root(el).querySelector('[part=diagram] img')!.getAttribute('alt')).to.equal(
      'Diagram of hole 7',
    );
    expect(root(el).querySelector('[part=pin-zones] img')).not.to.equal(null);
    expect(radio(el, 'black').checked).to.equal(true);
    expect(root(el).querySelector('dt')!.textContent).to.equal('Yards (Black)');
    await expectNoAxeViolations(el);
  });

  it('takes its data from attributes too (attributes win over the JSON block)', async () => {
    const el = mount(
      `<ik-golf-hole par="5" stroke-index="2" diagram="${IMG}" diagram-alt="Long par five" yards-black="512" yards-blue="498" yards-white="470" yards-yellow="455"></ik-golf-hole>`,
    );
    await until(() => expect(read(el)).to.deep.equal([512, 5, 2]));
    const both = mount(
      `<ik-golf-hole par="3"><script type="application/json">${JSON.stringify(hole(2))}</script></ik-golf-hole>`,
    );
    await until(() => expect(read(both)).to.deep.equal([402, 3, 2]));
  });

  it('follows each tee’s yards attribute set after it drew, yellow’s too (issue 33)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    for (const tee of ['black', 'blue', 'white', 'yellow']) {
      const el = mount(
        `<ik-golf-hole par="4" stroke-index="7" diagram="${IMG}" yards-black="412" yards-blue="398" yards-white="380" yards-yellow="361"></ik-golf-hole>`,
      );
      await until(() => expect(read(el)).to.deep.equal([412, 4, 7]));
      // Chosen first, then changed: the yardage shown follows.
      radio(el, tee).click();
      el.setAttribute(`yards-${tee}`, '301');
      await until(() => expect([read(el)[0], shown(el)[0]]).to.deep.equal([301, 301]));
      // Changed while another tee is chosen: choosing it shows the new yardage.
      el.setAttribute(`yards-${tee}`, '302');
      radio(el, tee === 'black' ? 'blue' : 'black').click();
      radio(el, tee).click();
      await until(() => expect([read(el)[0], shown(el)[0]]).to.deep.equal([302, 302]));
      el.remove();
    }
  });

  it('counts the yardage up when another tee is chosen, by keyboard (fake clock)', async () => {
    const el = mount(jsonHole(hole(1)));
    const first = recordYards(el);
    // The first count-up (on becoming visible) runs from 0: wait until it has begun and ended.
    await until(() => expect(first.seen.some((n) => n < 401)).to.equal(true));
    await until(() => expect(shown(el)).to.deep.equal([401, 4, 1]));
    first.stop();
    radio(el, 'black').focus();
    const clock = installFakeClock();
    try {
      await sendKeys({ press: 'ArrowRight' });
      await clock.tick(0);
      expect(radio(el, 'blue').checked).to.equal(true);
      expect(read(el)[0]).to.equal(381);
      expect(root(el).querySelector('dt')!.textContent).to.equal('Yards (Blue)');
      // Counting from 401 down to 381, never past it, ending exactly there.
      await clock.tick(FURNITURE.countUpMs / 3);
      const middle = shown(el)[0]!;
      expect(middle).to.be.below(401).and.above(381);
      await clock.tick(FURNITURE.countUpMs);
      expect(shown(el)[0]).to.equal(381);
    } finally {
      clock.uninstall();
    }
    await sendKeys({ press: 'ArrowRight' });
    await until(() => expect(shown(el)[0]).to.equal(361));
    expect(radio(el, 'white').checked).to.equal(true);
  });

  it('restarts the counters from 0 whenever it becomes at least half visible', async () => {
    const spacer = mount('<div style="height: 300vh"></div>');
    const el = mount(jsonHole(hole(3)));
    await until(() => root(el).querySelector('.number'));
    expect(el.getBoundingClientRect().top).to.be.above(window.innerHeight);
    // Off screen: no count yet after the first read.
    el.scrollIntoView({ block: 'center' });
    await until(() => expect(shown(el)[0]).to.be.below(300));
    await until(() => expect(shown(el)).to.deep.equal([403, 4, 3]));
    // Scrolled away and back: counts again from low numbers.
    window.scrollTo(0, 0);
    await visibilityNoticed(el, FURNITURE.golfVisibleRatio, false);
    el.scrollIntoView({ block: 'center' });
    await until(() => expect(shown(el)[0]).to.be.below(300));
    await until(() => expect(shown(el)[0]).to.equal(403));
    // Barely visible (less than half): no restart.
    const barely = recordYards(el);
    window.scrollTo(0, el.offsetTop - window.innerHeight + el.offsetHeight * 0.3);
    await visibilityNoticed(el, FURNITURE.golfVisibleRatio, false);
    // Told, and given its frames to react: a restart would have drawn a low number by now.
    await frames();
    barely.stop();
    expect(barely.seen.filter((n) => n !== 403)).to.deep.equal([]);
    expect(shown(el)[0]).to.equal(403);
    spacer.remove();
  });

  it('changes numbers without animating under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = mount(jsonHole(hole(4)));
    await until(() => expect(shown(el)).to.deep.equal([404, 4, 4]));
    const { seen, stop } = recordYards(el);
    radio(el, 'yellow').click();
    // A count-up ends at 344: every step before it has been recorded by the time it shows.
    await until(() => expect(shown(el)[0]).to.equal(344));
    stop();
    expect(seen.filter((n) => n !== 404 && n !== 344)).to.deep.equal([]);
  });

  it('holds 18 holes on one page, each with its own tee', async () => {
    const holes = Array.from({ length: 18 }, (_, i) => mount(jsonHole(hole(i + 1))));
    await until(() =>
      expect(holes.every((h) => read(h)[0] === 401 + holes.indexOf(h))).to.equal(true),
    );
    radio(holes[4]!, 'white').click();
    await until(() => expect(read(holes[4]!)[0]).to.equal(365));
    expect(radio(holes[5]!, 'black').checked).to.equal(true);
    expect(read(holes[5]!)[0]).to.equal(406);
  });

  it('tells the editor plainly what is wrong with bad data, and renders nothing as HTML', async () => {
    const broken = mount(
      '<ik-golf-hole><script type="application/json">{ "par": 4, </script></ik-golf-hole>',
    );
    const alert = await until(() => root(broken).querySelector('[role=alert]'));
    expect(alert.textContent).to.contain('This golf hole cannot be shown');
    expect(alert.textContent).to.contain('the JSON block is not valid JSON');
    const hostile = mount(jsonHole(hole(9, { par: '<img src=x onerror="window.__pwned=1">' })));
    const problems = await until(() => root(hostile).querySelector('[role=alert]'));
    expect(problems.textContent).to.contain(
      'par: should be a whole number from 3 to 6 (it is "<img src=x onerror=\\"window.__pwned=1\\">")',
    );
    expect(root(hostile).querySelector('img')).to.equal(null);
    const script = mount(jsonHole(hole(9, { diagram: { src: 'javascript:alert(1)' } })));
    await until(() => root(script).querySelector('[part=diagram]'));
    expect(root(script).querySelector('[part=diagram] img')).to.equal(null);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    await expectNoAxeViolations(broken);
  });

  it('says so in the box it keeps when the diagram fails to load or its data fails (issue 16)', async () => {
    await setViewport({ width: 1280, height: 800 });
    const column = mount<HTMLDivElement>('<div style="width: 536px"></div>');
    const missing = mount(
      jsonHole(hole(3, { diagram: { src: '/no-such-diagram.svg', alt: 'Diagram of hole 3' } })),
      column,
    );
    const message = await until(() => root(missing).querySelector('[part=diagram-missing]'));
    expect(message.textContent).to.equal('The diagram of hole 3: Hole 3 cannot be shown just now.');
    expect(root(missing).querySelector('[part=diagram] img')).to.equal(null);
    const box = root(missing).querySelector('[part=diagram]')!.getBoundingClientRect();
    expect(box.height).to.be.greaterThan(100);
    // In a 536 px column the hole keeps to the column (it was forced 1024 px wide) and to its
    // minimum height; broken data shows its message in that same box.
    expect(missing.getBoundingClientRect().width).to.equal(536);
    expect(missing.getBoundingClientRect().height).to.equal(512);
    const broken = mount(
      '<ik-golf-hole><script type="application/json">{</script></ik-golf-hole>',
      column,
    );
    const alert = await until(() => root(broken).querySelector<HTMLElement>('[role=alert]'));
    expect(broken.getBoundingClientRect().height).to.equal(512);
    const inside = alert.getBoundingClientRect();
    expect(inside.width).to.equal(536);
    expect(inside.height).to.equal(512);
    expect(getComputedStyle(alert).borderTopStyle).to.equal('solid');
    await expectNoAxeViolations(missing, broken);
    await setViewport({ width: 800, height: 600 });
  });
});
