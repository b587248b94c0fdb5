/** The CMS pictures of a room type, as `RoomInfo` carries them (booking-engine.md §3). */
interface RoomPictures {
  gallery?: readonly { url: string; alt: string }[];
  archive_img?: string;
}

/**
 * The picture at the top of a room type's card: the first of its gallery, else its archive
 * image; the alt text is the picture's own, else the room's title. Null when it has none.
 */
export function roomPhoto(info: RoomPictures, title: string): { src: string; alt: string } | null {
  const first = info.gallery?.find((picture) => picture.url.trim() !== '');
  if (first) return { src: first.url, alt: first.alt.trim() || title };
  if (info.archive_img?.trim()) return { src: info.archive_img, alt: title };
  return null;
}
