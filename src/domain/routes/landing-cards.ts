import { staySearchPath } from '../stay/book-stay-path';

export interface LandingCard {
  title: string;
  text: string;
  href: string;
  /** A link that leaves the booking engine for another page of the site. */
  external: boolean;
  /** Its picture, where the site supplies one. */
  photo?: { src: string; alt: string };
  /**
   * What it is of, for the theme's own illustration where there is no picture (the kit's
   * Photo `art`: issue 38 §4, each venue its own art); none: the theme's landscape.
   */
  art?: 'stay' | 'dining' | 'spa' | 'activity' | 'skating' | 'gift';
}

/**
 * The landing cards of the booking engine (booking-engine.md §2): stay search, inn stay
 * search, restaurants (a page of the lake site), treatments, activities, ice skating and
 * gift cards.
 */
export function landingCards(base: string, homeUrl: string): LandingCard[] {
  const book = base.replace(/\/+$/, '');
  const home = homeUrl.replace(/\/+$/, '');
  return [
    {
      title: 'Stay at The Lake',
      text: 'Rooms and suites by the water.',
      href: `${book}${staySearchPath()}`,
      external: false,
    },
    {
      title: 'Stay at the Inn',
      text: 'Our sister inn, a short walk up the hill.',
      href: `${book}${staySearchPath('inn')}`,
      external: false,
      art: 'stay',
    },
    {
      title: 'Restaurants',
      text: 'Breakfast, lunch and dinner by the lake.',
      href: `${home}/food-drink`,
      external: true,
      art: 'dining',
    },
    {
      title: 'Spa treatments',
      text: 'Massages, facials and the swim club.',
      href: `${book}/treatments`,
      external: false,
      art: 'spa',
    },
    {
      title: 'Activities',
      text: 'Paddle sports, archery, wild swimming and the sauna.',
      href: `${book}/activities`,
      external: false,
      art: 'activity',
    },
    {
      title: 'Ice skating',
      text: 'The lakeside rink, from mid November.',
      href: `${book}/activities/ice-skating`,
      external: false,
      art: 'skating',
    },
    {
      title: 'Gift cards',
      text: 'A stay, a treatment or a meal for someone else.',
      href: `${book}/gift-cards`,
      external: false,
      art: 'gift',
    },
  ];
}
