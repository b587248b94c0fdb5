import { expect } from 'chai';
import { until } from '../../tests/browser/helpers';
import { BASE, goTo, restoreUrl } from './engine-test-helpers';
import { FIRST_PAINT_ATTRIBUTE, paintFirstScreen } from './first-paint';
import { pageScreen } from './page-screen';

/** The page's engine at `path`, drawn by its first chunk and not yet on the page. */
function firstPainted(path: string): HTMLElement {
  goTo(`${BASE}${path}`);
  const engine = document.createElement('ik-booking-engine');
  engine.setAttribute('base', BASE);
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<ik-booking-engine base="${BASE}"></ik-booking-engine>`;
  paintFirstScreen(engine, pageScreen(doc));
  return engine;
}

const headingOf = (engine: HTMLElement) =>
  engine.shadowRoot!.querySelector<HTMLElement>('h1, .skeleton__heading')!;
const boxOf = (element: Element | null | undefined) => {
  const box = element!.getBoundingClientRect();
  return { x: box.x, y: box.y, width: box.width, height: box.height };
};

// Issue 35 §1: the engine's first chunk draws the screen's heading and skeleton before React's
// chunk has run, and React takes over in its first commit with the same elements in place.
describe('the booking engine’s first paint', () => {
  let engine: HTMLElement | undefined;

  afterEach(() => {
    engine?.remove();
    engine = undefined;
    restoreUrl();
  });

  it('draws the route’s title as the heading, the skeleton, and the steps of a booking', () => {
    engine = firstPainted('/stay/2027-03-01/2/2/0/0');
    const shadow = engine.shadowRoot!;
    expect(headingOf(engine).textContent).to.equal('Book your Stay');
    expect(headingOf(engine).getAttribute('aria-hidden')).to.equal('true');
    expect(shadow.querySelector('[role=status]')?.textContent).to.equal('Loading…Book your Stay');
    expect(shadow.querySelectorAll('.skeleton__card').length).to.equal(3);
    expect(shadow.querySelector('[aria-current=step]')?.textContent).to.equal(
      '1Stay (current step)',
    );
    expect(shadow.querySelector('.engine-layout')?.getAttribute('data-summary')).to.equal('screen');
    expect(shadow.adoptedStyleSheets.length).to.equal(3);
  });

  it('draws nothing for an address no route matches, or on an element already drawn', () => {
    engine = firstPainted('/no-such-page');
    expect(engine.shadowRoot).to.equal(null);
    const drawn = document.createElement('div');
    const root = drawn.attachShadow({ mode: 'open' });
    paintFirstScreen(drawn, { ...pageScreen(document)!, route: 'book', screen: 'landing' });
    expect(root.childNodes.length).to.equal(0);
  });

  for (const [path, title] of [
    ['', 'Make a booking'],
    ['/stay/2027-03-01/2/2/0/0', 'Book your Stay'],
  ] as const) {
    it(`gives way to React on "${title}" with its heading where it was, drawn once`, async () => {
      engine = firstPainted(path);
      document.body.append(engine);
      // Before React's first commit: the first paint, laid out on the page.
      const painted = engine.shadowRoot!.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`);
      expect(painted).to.not.equal(null);
      const before = boxOf(headingOf(engine));
      const stepsBefore = boxOf(engine.shadowRoot!.querySelector('.engine-layout'));
      await until(() => {
        if (engine!.shadowRoot!.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`))
          throw new Error('drawn');
        return true;
      });
      expect(engine.shadowRoot!.querySelectorAll('.engine').length).to.equal(1);
      expect(headingOf(engine).textContent).to.equal(title);
      expect(boxOf(headingOf(engine))).to.deep.equal(before);
      expect(boxOf(engine.shadowRoot!.querySelector('.engine-layout'))).to.deep.equal(stepsBefore);
      // The screen arrives with its real heading, in the same place.
      const h1 = await until(() => engine!.shadowRoot!.querySelector('h1'));
      expect(h1.textContent).to.equal(title);
      expect(boxOf(h1).y).to.equal(before.y);
      expect(boxOf(h1).x).to.equal(before.x);
    });
  }
});
