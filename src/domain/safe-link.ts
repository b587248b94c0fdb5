/**
 * A link or image address from a page's markup or an editor's JSON, kept only when it is a
 * relative address or http(s) (and, for images, an inline `data:image/…`): `javascript:` and
 * other schemes are refused, so editor input can never run script.
 */
export function safeLink(
  value: string | null | undefined,
  kind: 'link' | 'image' = 'link',
): string | null {
  const href = value?.trim();
  if (!href) return null;
  if (kind === 'image' && /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(href))
    return href;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec([...href].filter((c) => c > ' ').join(''));
  if (!scheme) return href;
  return /^(https?|mailto|tel)$/i.test(scheme[1]!) &&
    (kind === 'link' || /^https?$/i.test(scheme[1]!))
    ? href
    : null;
}
