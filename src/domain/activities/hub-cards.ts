import type { ActivityConfig } from './activity-config';

export interface HubCard {
  title: string;
  text: string;
  href: string;
  /** Leaves the booking engine (another site or another part of this one). */
  external: boolean;
}

/**
 * The cards of the activities hub (booking-engine.md §2, "Activity screens"): paddle sports and
 * archery on their own booking pages, wild swimming, the fellside sauna, the endless pool on
 * its booking site, and the creative wellness workshop as the events of its configured day.
 * The sauna's card names its configured minimum age (booking-engine.md §9: 16).
 */
export function hubCards(
  base: string,
  config: Pick<
    ActivityConfig,
    'activeBookUrl' | 'endlessPoolUrl' | 'workshopDate' | 'saunaMinimumAge'
  >,
): HubCard[] {
  const book = base.replace(/\/+$/, '');
  return [
    {
      title: 'Paddle sports and archery',
      text: 'Kayaks, paddle boards and the archery range, booked on their own pages.',
      href: config.activeBookUrl,
      external: true,
    },
    {
      title: 'Wild swimming',
      text: 'A guided dip in the lake with an open-water coach.',
      href: `${book}/activities/wild-swimming`,
      external: false,
    },
    {
      title: 'Fellside sauna',
      text: `A wood-fired sauna above the lake. Open to all, minimum age ${config.saunaMinimumAge}.`,
      href: `${book}/activities/fellside-sauna`,
      external: false,
    },
    {
      title: 'Endless pool',
      text: 'Swim against the current, booked on the pool’s own site.',
      href: config.endlessPoolUrl,
      external: true,
    },
    {
      title: 'Creative wellness workshop',
      text: 'Journaling, drawing and mindful movement in the boathouse studio.',
      href: `${book}/activities/events/${config.workshopDate}`,
      external: false,
    },
  ];
}
