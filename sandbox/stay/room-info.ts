import type { RoomInfo } from '../../src/schemas/rates';
import { PICTURE_VIEWS, PICTURE_WIDTHS, type PictureView, roomPictureUrl } from './room-pictures';

/** The CMS's room text (booking-engine.md §3 RoomInfo), by room type code: sample content. */
const ROOM_INFO: Readonly<Record<string, Omit<RoomInfo, 'gallery' | 'archive_img'>>> = {
  LKDBL: {
    title: 'Lakeside Double',
    intro: 'A calm double room looking over the water.',
    copy: 'King-size bed, walk-in shower, robes and a tray of local treats. Sleeps two.',
  },
  LKSUI: {
    title: 'Lake View Suite',
    intro: 'A suite with a lounge and a balcony over the lake.',
    copy: 'Separate lounge with a sofa bed, freestanding bath and a private balcony. Sleeps four.',
  },
  LODGE: {
    title: 'Woodland Lodge',
    intro: 'A lodge among the trees, a short walk from the hotel.',
    copy: 'Two bedrooms, a kitchen and a wood-burning stove. Sleeps six; dogs welcome.',
  },
  LKSGL: {
    title: 'Garden Single',
    intro: 'A quiet single room over the garden.',
    copy: 'Single bed, shower room and a desk by the window. Sleeps one.',
  },
  SVDBL: {
    title: 'Sea View Double',
    intro: 'A double room facing the sea.',
    copy: 'King-size bed, window seat and a view of the bay. Sleeps two.',
  },
  GOLF: {
    title: 'Golfers’ Twin',
    intro: 'Twin beds, a drying room and the first tee outside.',
    copy: 'Two single beds, a boot and club store and an early breakfast. Sleeps two.',
  },
  INNDBL: {
    title: 'Inn Double',
    intro: 'A cosy double above the bar.',
    copy: 'Double bed, beams and an en-suite shower. Sleeps two.',
  },
  INNFAM: {
    title: 'Family Room',
    intro: 'A family room with a double and two singles.',
    copy: 'Double bed, two single beds and a bath. Sleeps four.',
  },
};

/** What each drawn picture shows, for its alt text. */
const ALTS: Readonly<Record<PictureView, (title: string) => string>> = {
  bedroom: (title) => `The bedroom of the ${title}, with its bed made up`,
  view: (title) => `The view from the ${title}'s window`,
  bathroom: (title) => `The ${title}'s bathroom`,
};

/**
 * The CMS gallery of a room type: its own drawn pictures (sandbox/stay/room-pictures.ts), each
 * with its alt text, at its middle width with every width as `sources`.
 */
function gallery(code: string, title: string): RoomInfo['gallery'] {
  return PICTURE_VIEWS.map((view) => ({
    url: roomPictureUrl(code, view, PICTURE_WIDTHS[1]),
    alt: ALTS[view](title),
    sources: PICTURE_WIDTHS.map((width) => ({ url: roomPictureUrl(code, view, width), width })),
  }));
}

/**
 * The room text of a room type, with its gallery; a room type without CMS text gets its
 * description and no gallery.
 */
export function roomInfo(code: string, description: string): RoomInfo {
  const text = ROOM_INFO[code];
  if (!text) return { title: description, intro: '', copy: '', gallery: [], archive_img: '' };
  return { ...text, gallery: gallery(code, text.title), archive_img: '' };
}

/**
 * The first picture of the room type a booked line names ("Lakeside Double — Bed &
 * Breakfast": its title before the rate), for the booking's card in My Bookings; null when the
 * CMS has no text for it.
 */
export function bookedRoomPicture(details: string): { url: string; alt: string } | null {
  const title = details.split(' — ')[0]?.trim();
  const code = Object.keys(ROOM_INFO).find((key) => ROOM_INFO[key]?.title === title);
  const first = code ? gallery(code, title!)[0] : undefined;
  return first ? { url: first.url, alt: first.alt } : null;
}
