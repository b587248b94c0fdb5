import { expect } from 'chai';
import { expectNoAxeViolations, mount, until } from '../../tests/browser/helpers';
import './ik-golf-hole.element';

const IMG =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 3 4%22/%3E';
const HOLE = {
  hole: 7,
  name: 'Lakeside',
  par: 4,
  strokeIndex: 3,
  diagram: { src: '/no-such-diagram.svg' },
  pinZones: { src: IMG },
  yards: { black: 410, blue: 390, white: 370, yellow: 350 },
};
const golfHole = (lang: string | null) =>
  `<ik-golf-hole${lang ? ` lang="${lang}"` : ''}><script type="application/json">${JSON.stringify(HOLE)}</script></ik-golf-hole>`;
const root = (el: HTMLElement) => el.shadowRoot!;
const text = (el: HTMLElement, selector: string) =>
  root(el).querySelector(selector)?.textContent?.trim() ?? '';
/** The text once it is there (`until` waits for a value that is not null). */
const shownText = (el: HTMLElement, selector: string) => until(() => text(el, selector) || null);

describe('<ik-golf-hole> speaks the language of its page (issue 37)', () => {
  afterEach(() => document.documentElement.setAttribute('lang', 'en'));

  it('is German with lang="de" on the element: tees, stats, missing diagram and hint', async () => {
    const el = mount(golfHole('de'));
    await until(() => root(el).querySelector('[part=diagram-missing]'));
    expect(text(el, '[part=title]')).to.equal('Loch 7: Lakeside');
    expect(text(el, 'legend')).to.equal('Abschlag');
    expect(text(el, '[part=diagram-missing]')).to.equal(
      'Der Plan von Loch 7: Lakeside kann gerade nicht angezeigt werden.',
    );
    const labels = [...root(el).querySelectorAll('[part~=tee]')].map((l) => l.textContent);
    expect(labels).to.deep.equal(['Schwarz', 'Blau', 'Weiß', 'Gelb']);
    const terms = [...root(el).querySelectorAll('dt')].map((d) => d.firstChild?.textContent);
    expect(terms).to.deep.equal(['Yards (Schwarz)', 'Par', 'Vorgabe (HCP)']);
    expect(root(el).querySelector('.pins img')!.getAttribute('alt')).to.equal(
      'Fahnenpositionen auf dem Grün',
    );
    expect(root(el).querySelector('[part=hole]')!.getAttribute('aria-label')).to.equal(
      'Loch 7: Lakeside',
    );
    await expectNoAxeViolations(el);
  });

  it("follows the page's <html lang> when the element has none, and English otherwise", async () => {
    document.documentElement.setAttribute('lang', 'de-AT');
    const german = mount(golfHole(null));
    await until(() => text(german, 'legend') === 'Abschlag' || null);
    document.documentElement.setAttribute('lang', 'fr');
    const english = mount(golfHole(null));
    await shownText(english, '[part=diagram-missing]');
    expect(text(english, 'legend')).to.equal('Tee');
    expect(text(english, '[part=diagram-missing]')).to.equal(
      'The diagram of hole 7: Lakeside cannot be shown just now.',
    );
  });

  it('reads the nearest lang across shadow roots: an English element inside a German page', async () => {
    document.documentElement.setAttribute('lang', 'de');
    const wrapper = mount<HTMLDivElement>('<div lang="en-GB"></div>');
    const el = mount(golfHole(null), wrapper);
    await shownText(el, 'legend');
    expect(text(el, 'legend')).to.equal('Tee');
  });

  it('runs in the pseudo-locale (en-XA): accented, longer, placeholders filled', async () => {
    const el = mount(golfHole('en-XA'));
    await shownText(el, 'legend');
    const title = text(el, '[part=title]');
    expect(title.slice(0, 17)).to.equal('Ĥóļé 7: Lakeside ');
    expect(title.length).to.be.greaterThan('Hole 7: Lakeside'.length * 1.35 - 1);
    expect(title).not.to.contain('{');
    await expectNoAxeViolations(el);
  });
});
