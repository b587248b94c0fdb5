import { safeLink } from '../safety/safe-link';

/** A CMS picture: its address, its words, and the same picture at other widths. */
export interface GalleryPicture {
  url: string;
  alt: string;
  sources?: readonly { url: string; width: number }[];
}

/** A picture as the kit draws it: a safe `src` and its safe `srcset` candidates. */
export interface SafePicture {
  src: string;
  alt: string;
  /** Each width's address and width in pixels; empty when the hotel sent one address only. */
  sources: { src: string; width: number }[];
}

/**
 * A picture's other widths through the one safe-URL rule (`safeLink`): a width at an unsafe
 * address is left out, and the picture keeps its others.
 */
export function safeSources(
  sources: readonly { url: string; width: number }[] = [],
): SafePicture['sources'] {
  return sources.flatMap(({ url, width }) => {
    const src = safeLink(url, 'image');
    return src ? [{ src, width }] : [];
  });
}

/**
 * A room's pictures as the card and drawer may show them: only http(s), relative or inline
 * image addresses (`safeLink`); a picture with any other address is left out, and so is any
 * of its widths with one.
 */
export function safeGallery(gallery: readonly GalleryPicture[]): SafePicture[] {
  return gallery.flatMap((picture) => {
    const src = safeLink(picture.url, 'image');
    return src ? [{ src, alt: picture.alt, sources: safeSources(picture.sources) }] : [];
  });
}
