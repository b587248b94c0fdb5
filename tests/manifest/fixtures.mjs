// How the conformance test shows each element in its main states: attributes, children, and
// the part that says the state has rendered. Every tag of the manifest must be here.
const HOLE =
  'hole="3" name="Shore" par="4" stroke-index="7" diagram="/demo-assets/golf/hole-1.svg" ' +
  'diagram-alt="A fairway" yards-black="412" yards-blue="398" yards-white="380" yards-yellow="361"';

export const FIXTURES = {
  'ik-booking-engine': [
    { attrs: 'base="/conformance/book"', path: '/conformance/book', ready: 'screen-title' },
    { attrs: 'base="/conformance/book"', path: '/conformance/book/cart', ready: 'screen-title' },
    { attrs: 'base="/conformance/book"', path: '/conformance/book/login-register', ready: 'form' },
    {
      attrs: 'base="/conformance/book"',
      path: '/conformance/book/stay/2026-06-12/2/2/0/0?ik-now=2026-06-01',
      ready: ['rate', 'no-rates'],
    },
  ],
  'ik-booking-enquiry': [{ ready: 'submit' }],
  'ik-combined-stay-form': [{ ready: 'submit' }],
  'ik-competition-form': [
    { attrs: 'competition-id="c1" ask-telephone ask-message', ready: 'submit' },
  ],
  'ik-contact-form': [{ ready: 'submit' }],
  'ik-golf-hole': [
    {
      attrs: HOLE,
      ready: 'stat',
      act: '[part~="tee"]:not([part~="tee-selected"]) input',
      expects: 'ik-tee-change',
    },
    { attrs: 'par="many"', ready: 'error' },
  ],
  'ik-header': [{ html: '<img slot="logo" alt="Logo" src="data:,">', ready: 'nav' }],
  'ik-login-form': [{ ready: 'submit' }],
  'ik-mobile-tabs': [
    {
      html: '<section data-tab="One">1</section><section data-tab="Two">2</section>',
      ready: 'tab',
      act: '[part~="tab"]:not([part~="tab-visible"])',
      expects: 'ik-tab-show',
    },
  ],
  'ik-nav-overlay': [
    {
      html: '<a href="/">Home</a>',
      ready: 'toggle',
      act: '[part~="toggle"]',
      expects: 'ik-toggle',
    },
    { attrs: 'open', html: '<a href="/">Home</a>', ready: 'overlay' },
  ],
  'ik-page-popup': [{ html: '<p>Closed on Monday</p>', ready: 'dialog' }],
  'ik-quick-book': [
    { ready: 'open', act: '[part~="open"]', expects: 'ik-toggle' },
    { attrs: 'open', ready: 'panel' },
  ],
  'ik-session-notice': [{ ready: null }],
  'ik-site-menu': [
    {
      html: '<ul><li><a href="/a">A</a></li><li>More<ul><li><a href="/b">B</a></li></ul></li></ul>',
      ready: 'toggle',
    },
  ],
  'ik-site-visit-form': [{ ready: 'submit' }],
  'ik-slide-menu': [
    {
      html: '<a href="/">Home</a><span slot="toolbar">Logo</span>',
      ready: 'toggle',
      act: '[part~="toggle"]',
      expects: 'ik-toggle',
    },
    { attrs: 'open', html: '<a href="/">Home</a>', ready: 'panel' },
  ],
  'ik-stay-calendar': [{ attrs: 'venue="lake" heading="Book"', ready: 'day' }],
  'ik-subscribe-form': [{ ready: 'submit' }],
  'ik-subscribe-modal': [{ attrs: 'delay="0"', ready: 'dialog' }],
};
