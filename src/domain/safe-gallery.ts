import { safeLink } from './safe-link';

/**
 * A room's pictures as the drawer may show them: only http(s), relative or inline image
 * addresses (`safeLink`); a picture with any other address is left out.
 */
export function safeGallery(
  gallery: readonly { url: string; alt: string }[],
): { src: string; alt: string }[] {
  return gallery.flatMap((picture) => {
    const src = safeLink(picture.url, 'image');
    return src ? [{ src, alt: picture.alt }] : [];
  });
}
