import type { Repos } from './repos';
import { MAILING_LISTS } from '../mailchimp/mailing-lists';
import { seedGuest } from './seed-guest';
import { seedOfferPlans, seedTrustPlans } from './seed-offer-plans';
import { SEEDED_CLASSES } from './seed-classes';
import { seedRoomAccessibility } from './seed-room-accessibility';
import { seedStayInventory } from './seed-stay-inventory';
import { SEEDED_SPECIAL_SERVICES } from './seed-special-services';
import { SEEDED_DINING_SITTINGS } from './dining-seed';
import { SEEDED_GIFT_CERTIFICATES } from './gift-seed';
import { SEEDED_SPA_ROOMS, SEEDED_SPA_STAFF, SEEDED_SPA_TREATMENTS } from './spa-seed';

const SEED_VERSION_KEY = 'seed_version';

/**
 * Seed steps, one per version, run once each in order. Append new steps for new seed data
 * (room types, spa services …); never change a shipped one.
 */
const SEED_STEPS: ReadonlyArray<(repos: Repos, now: number) => Promise<void>> = [
  async (repos, now) => {
    repos.settings.setSystemState('ONLINE');
    await seedGuest(repos.customers, now);
  },
  // Issue 3: room types, rate plans and a booking (sandbox/db/seed-stay-inventory.ts).
  async (repos, now) => {
    seedStayInventory(repos.stayInventory, now);
  },
  // The booking engine's special-service catalogue (extras).
  async (repos) => {
    if (repos.specialServices.catalogue().length === 0) {
      repos.specialServices.addToCatalogue(SEEDED_SPECIAL_SERVICES);
    }
  },
  // Forms (issue 4): the Mailchimp stand-in's lists.
  async (repos) => {
    for (const list of MAILING_LISTS) repos.mailchimp.addList(list);
  },
  // Book your Stay: lake plans carrying the vault's offers (sandbox/db/seed-offer-plans.ts).
  async (repos) => {
    seedOfferPlans(repos.stayInventory);
  },
  // Activities (issue 13): the class catalogue the timetable is generated from.
  async (repos) => {
    repos.classes.addToCatalogue(SEEDED_CLASSES);
  },
  // Issue 17: inventory and vault agree; non-public rates; the inn's codes public.
  async (repos) => {
    seedTrustPlans(repos.stayInventory);
  },
  // Spa treatments (issue 14): treatments, therapists and rooms (sandbox/db/spa-seed.ts).
  async (repos) => {
    repos.spa.seed(SEEDED_SPA_TREATMENTS, SEEDED_SPA_STAFF, SEEDED_SPA_ROOMS);
  },
  // Restaurant tables (issue 14): the sittings and their covers (sandbox/db/dining-seed.ts).
  async (repos) => {
    repos.dining.seed(SEEDED_DINING_SITTINGS);
  },
  // Gift cards (issue 15): the certificates on sale (sandbox/db/gift-seed.ts).
  async (repos) => {
    repos.giftCards.seed(SEEDED_GIFT_CERTIFICATES);
  },
  // Accessible rooms (issue 22 item 6): each room type's features (seed-room-accessibility.ts).
  async (repos) => {
    seedRoomAccessibility(repos.stayInventory);
  },
];

/** Fills a fresh database with its starting data. Idempotent. */
export async function seedDatabase(repos: Repos, now: number): Promise<void> {
  const done = Number(repos.settings.get(SEED_VERSION_KEY) ?? '0');
  for (const [index, step] of SEED_STEPS.entries()) {
    if (index < done) continue;
    await step(repos, now);
    repos.settings.set(SEED_VERSION_KEY, String(index + 1));
  }
}
