import { expect } from 'vitest';
import { axeMatrix, type State } from './axe-matrix';
import { sandboxAndBrowser } from './browser';
import { chooseCalendarRange } from './calendar-range';
import { closeDialogs, openDialog, submitEmpty } from './engine-states';

// The axe matrix's first half (issue 22; the checks are in axe-matrix.ts): every demo page in
// its key states (menus and drawers open, form errors after an empty submit, a stay chosen in
// the lake's calendar, the offers popup, the sign-up modal) at 320 and 1280 px in all three themes. The engine's screens are the
// other half, axe-matrix-engine.journey.ts, which runs beside this file.
const run = sandboxAndBrowser('axe-matrix-demo');
const { statesOf, sumUp } = axeMatrix(run, 'the demo pages');

const DEMO_STATES: State[] = [
  { name: 'index', url: '/' },
  { name: 'the lake', url: '/the-lake/' },
  {
    name: 'the lake, slide menu open',
    act: (page) => openDialog(page, 'ik-slide-menu', '[part~=toggle]'),
  },
  {
    name: 'the lake, quick-book open',
    act: async (page) => {
      await closeDialogs(page);
      await openDialog(page, 'ik-quick-book', '[part~=open]');
    },
  },
  {
    name: "the lake, the header's menu open",
    widths: [320],
    act: async (page) => {
      await closeDialogs(page);
      await page.setViewportSize({ width: 320, height: 800 });
      const button = page.locator('ik-header [part~=menu-button]');
      await button.click();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    },
  },
  {
    name: 'the lake, contact form errors',
    url: '/the-lake/',
    act: (page) => submitEmpty(page, 'ik-contact-form'),
  },
  {
    name: 'the lake, site visit form errors',
    act: (page) => submitEmpty(page, 'ik-site-visit-form'),
  },
  {
    // Its "Check availability" enabled: a target beside the page's own link (issue 33 §6).
    name: 'the lake, stay calendar with a range chosen',
    url: '/the-lake/',
    act: chooseCalendarRange,
  },
  {
    name: 'offers, popup open',
    url: '/the-lake/offers/',
    act: async (page) => {
      await expect.poll(() => page.locator('ik-page-popup dialog[open]').count()).toBe(1);
    },
  },
  { name: 'booking enquiry form', url: '/the-lake/booking-enquiry-form/' },
  {
    name: 'booking enquiry form errors',
    act: (page) => submitEmpty(page, 'ik-combined-stay-form'),
  },
  { name: 'seaside', url: '/seaside/' },
  {
    name: 'seaside, competition form errors',
    act: (page) => submitEmpty(page, 'ik-competition-form'),
  },
  { name: 'seaside golf', url: '/seaside/golf/' },
  { name: 'the inn', url: '/inn/' },
  {
    name: 'the inn, nav overlay open',
    act: (page) => openDialog(page, 'ik-nav-overlay', '[part~=toggle]'),
  },
  {
    name: 'the inn, booking enquiry errors',
    url: '/inn/',
    act: (page) => submitEmpty(page, 'ik-booking-enquiry'),
  },
  { name: 'embedding guide', url: '/docs/' },
  { name: 'booking terms', url: '/booking-terms/' },
  { name: 'accessibility statement', url: '/accessibility/' },
];

statesOf('demo pages', DEMO_STATES);
statesOf(
  'a first visit to the inn',
  [
    {
      name: 'the inn, sign-up modal open',
      url: '/inn/',
      act: async (page) => {
        await expect
          .poll(() => page.locator('ik-subscribe-modal dialog[open]').count(), { timeout: 30_000 })
          .toBe(1);
      },
    },
  ],
  { cookie: false },
);

sumUp();
