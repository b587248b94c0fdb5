import { staySearchPath } from './book-stay-path';

export interface LandingCard {
  title: string;
  text: string;
  href: string;
  /** A link that leaves the booking engine for another page of the site. */
  external: boolean;
  /** Its picture; none where the site has no picture of it yet (a quiet placeholder). */
  photo?: { src: string; alt: string };
}

/** The demo site's pictures (served from demo-pages/demo-assets). */
const ROOMS = '/demo-assets/rooms';

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
      photo: { src: `${ROOMS}/view.svg`, alt: 'The lake, with green hills behind it' },
    },
    {
      title: 'Stay at the Inn',
      text: 'Our sister inn, a short walk up the hill.',
      href: `${book}${staySearchPath('inn')}`,
      external: false,
      photo: { src: `${ROOMS}/bedroom.svg`, alt: 'A double bed with two pillows, under a window' },
    },
    {
      title: 'Restaurants',
      text: 'Breakfast, lunch and dinner by the lake.',
      href: `${home}/food-drink`,
      external: true,
    },
    {
      title: 'Spa treatments',
      text: 'Massages, facials and the swim club.',
      href: `${book}/treatments`,
      external: false,
      photo: { src: `${ROOMS}/bathroom.svg`, alt: 'A white bath in a bright bathroom' },
    },
    {
      title: 'Activities',
      text: 'Paddle sports, archery, wild swimming and the sauna.',
      href: `${book}/activities`,
      external: false,
      photo: { src: `${ROOMS}/view.svg`, alt: 'The lake and the hills around it' },
    },
    {
      title: 'Ice skating',
      text: 'The lakeside rink, from mid November.',
      href: `${book}/activities/ice-skating`,
      external: false,
    },
    {
      title: 'Gift cards',
      text: 'A stay, a treatment or a meal for someone else.',
      href: `${book}/gift-cards`,
      external: false,
      photo: {
        src: '/demo-assets/gift-cards/lake.svg',
        alt: 'A gift card of The Lake, green hills over blue water',
      },
    },
  ];
}
