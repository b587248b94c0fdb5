import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { houseDay } from '../../sandbox/stay/house-occupancy';
import { axeMatrix, type State } from './axe-matrix';
import { sandboxAndBrowser } from './browser';

// The axe matrix's states of issue 36 §3 and §4 (the checks are in axe-matrix.ts): Book your
// Stay with nothing free and the nearby dates offered, and with the member price told to a
// guest who is not logged in, at 320 and 1280 px in all three themes, on the sandbox's real
// clock. Its own file beside the two halves, so each state is added without touching theirs.
const run = sandboxAndBrowser('axe-matrix-stay-offers');
const { statesOf, sumUp } = axeMatrix(run, 'Book your Stay’s offers');

const today = new Date().toISOString().slice(0, 10);
/** The first night the sandbox's lake is full, at least two weeks ahead (one every month). */
let soldOut = addDays(today, 14);
while (houseDay('lake', soldOut) !== 'sold-out') soldOut = addDays(soldOut, 1);
/** Three nights after it with rooms free every night, for the member price. */
let free = addDays(soldOut, 2);
while ([0, 1, 2].some((n) => houseDay('lake', addDays(free, n)) === 'sold-out'))
  free = addDays(free, 1);

const engine = (page: Page) => page.locator('ik-booking-engine');

const STATES: State[] = [
  {
    name: 'Book your Stay, nothing free: nearby dates',
    url: `/the-lake/book/stay/${soldOut}/1/2/0/0/lake`,
    act: async (page) => {
      await expect
        .poll(() => engine(page).locator('[part=nearby-stays] [part=option-link]').count(), {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
    },
  },
  {
    name: 'Book your Stay, members pay less',
    url: `/the-lake/book/stay/${free}/3/2/0/0/lake`,
    act: async (page) => {
      await expect
        .poll(() => engine(page).locator('[part=member-teaser]').count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
    },
  },
];

statesOf('a guest who has not logged in', STATES);
sumUp();
