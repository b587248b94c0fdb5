import { type GalleryPicture, type SafePicture, safeSources } from './safe-gallery';

/** The CMS pictures of a room type, as `RoomInfo` carries them (booking-engine.md §3). */
interface RoomPictures {
  gallery?: readonly GalleryPicture[];
  archive_img?: string;
}

/**
 * The picture at the top of a room type's card: the first of its gallery (with its widths, for
 * `srcset`), else its archive image; the alt text is the picture's own, else the room's title.
 * Null when it has none. The widths are already safe; the `src` is checked where it is drawn.
 */
export function roomPhoto(info: RoomPictures, title: string): SafePicture | null {
  const first = info.gallery?.find((picture) => picture.url.trim() !== '');
  if (first)
    return { src: first.url, alt: first.alt.trim() || title, sources: safeSources(first.sources) };
  if (info.archive_img?.trim()) return { src: info.archive_img, alt: title, sources: [] };
  return null;
}
