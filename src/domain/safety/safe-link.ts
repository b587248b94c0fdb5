import { urlScheme } from './safe-url';

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
  // The scheme as the one safe-URL rule reads it (src/domain/safety/safe-url.ts); content links
  // may also be mailto: and tel:, which go nowhere on the web.
  const scheme = urlScheme(href);
  if (!scheme) return href;
  return /^(https?|mailto|tel)$/.test(scheme) && (kind === 'link' || /^https?$/.test(scheme))
    ? href
    : null;
}
