// Each element's example on the /docs/ page: the same text is the live example and the
// copy-paste snippet, so they cannot differ. The booking engine and the session notice are
// shown by link only (one engine routes a whole page; the notice adds itself).
export const EXAMPLES = {
  'ik-header': '<ik-header></ik-header>',
  'ik-login-form': '<ik-login-form redirect="/docs/"></ik-login-form>',
  'ik-session-notice': null,
  'ik-stay-calendar': '<ik-stay-calendar venue="lake" heading="Book your stay"></ik-stay-calendar>',
  'ik-booking-engine': null,
  'ik-contact-form': '<ik-contact-form location="lake" heading="Contact us"></ik-contact-form>',
  'ik-booking-enquiry':
    '<ik-booking-enquiry subject="Booking enquiry" mailto="bookings@example.com"></ik-booking-enquiry>',
  'ik-competition-form':
    '<ik-competition-form competition-id="spring" closing-date="2027-05-31"></ik-competition-form>',
  'ik-subscribe-form': '<ik-subscribe-form heading="Stay in touch"></ik-subscribe-form>',
  'ik-subscribe-modal': null,
  'ik-site-visit-form':
    '<ik-site-visit-form subject="Site visit" emailto="events@example.com"></ik-site-visit-form>',
  'ik-combined-stay-form':
    '<ik-combined-stay-form subject="Combined stay" emailto="golf@example.com"></ik-combined-stay-form>',
  'ik-slide-menu':
    '<ik-slide-menu label="Menu">\n  <a href="/the-lake/">The Lake</a>\n  <a href="/seaside/">Seaside</a>\n</ik-slide-menu>',
  'ik-nav-overlay':
    '<ik-nav-overlay label="Explore">\n  <a href="/the-lake/">The Lake</a>\n  <a href="/inn/">The Inn</a>\n</ik-nav-overlay>',
  'ik-quick-book': '<ik-quick-book label="Book"></ik-quick-book>',
  'ik-page-popup': null,
  'ik-site-menu':
    '<ik-site-menu label="Site">\n  <ul>\n    <li><a href="/the-lake/">The Lake</a></li>\n    <li>Hotels\n      <ul><li><a href="/seaside/">Seaside</a></li></ul>\n    </li>\n  </ul>\n</ik-site-menu>',
  'ik-mobile-tabs':
    '<ik-mobile-tabs label="Rooms">\n  <section data-tab="Lake view"><p>Rooms over the water.</p></section>\n  <section data-tab="Garden"><p>Quiet rooms on the lawn.</p></section>\n</ik-mobile-tabs>',
  'ik-golf-hole':
    '<ik-golf-hole hole="1" name="Shore" par="4" stroke-index="9"\n  diagram="/demo-assets/golf/hole-1.svg" diagram-alt="A fairway between the dunes"\n  yards-black="412" yards-blue="398" yards-white="382" yards-yellow="364"></ik-golf-hole>',
};

/** Where to see the elements that have no live example here. */
export const SEEN_ELSEWHERE = {
  'ik-session-notice': 'added to every page by the loader; it shows when a session needs the guest',
  'ik-booking-engine': 'the booking page, <a href="/the-lake/book/">/the-lake/book/</a>',
  'ik-subscribe-modal': 'opens over a page after its delay: see <a href="/inn/">/inn/</a>',
  'ik-page-popup':
    'opens over a page on load: see <a href="/the-lake/offers/">/the-lake/offers/</a>',
};
