/** URL-safe base64 of a text's UTF-8 bytes, without padding. */
function base64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The `offer` query value of the live pricing service: each code URL-safe base64, comma-joined
 * (public-site.md §7, §9); '' for none.
 */
export function offerQuery(codes: readonly string[]): string {
  return codes.map(base64Url).join(',');
}
