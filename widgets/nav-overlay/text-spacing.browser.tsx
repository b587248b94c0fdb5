import { expect } from 'chai';
import { mount, until } from '../../tests/browser/helpers';
import './ik-nav-overlay.element';
import '../slide-menu/ik-slide-menu.element';

// WCAG 1.4.12: the guest's text spacing (a bookmarklet's overrides) must not collapse the
// menu buttons' icons (issue 22 fault 4).
const SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

function withTextSpacing(el: HTMLElement): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(SPACING);
  el.shadowRoot!.adoptedStyleSheets = [...el.shadowRoot!.adoptedStyleSheets, sheet];
}

const icon = (el: HTMLElement) =>
  el.shadowRoot!.querySelector<SVGElement>('[part~=toggle] svg')!.getBoundingClientRect();

describe('menu buttons under text-spacing overrides', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  for (const [tag, label] of [
    ['ik-nav-overlay', 'Explore the whole of the estate'],
    ['ik-slide-menu', 'Explore the whole of the estate'],
  ] as const) {
    for (const width of [320, 375]) {
      it(`${tag} keeps its icon's 20 px box at ${width} px`, async () => {
        const box = mount(`<div style="width:${width}px;display:flex;gap:8px"></div>`);
        box.innerHTML = `<span style="flex:1 1 auto;min-width:0">The Lake and its Estate</span><${tag} label="${label}"></${tag}>`;
        const el = box.querySelector<HTMLElement>(tag)!;
        await until(() => el.shadowRoot?.querySelector('[part~=toggle] svg'));
        withTextSpacing(el);
        const rect = icon(el);
        expect(rect.width, 'width').to.be.closeTo(20, 0.5);
        expect(rect.height, 'height').to.be.closeTo(20, 0.5);
      });
    }
  }
});
