/**
 * The offer codes of a live pricing query's `offer` value (the inverse of `offerQuery`): each
 * comma-separated part URL-safe base64 of UTF-8, padding optional. Null when a part is not.
 */
export function parseOfferQuery(value: string): string[] | null {
  if (value.trim() === '') return [];
  const codes: string[] = [];
  for (const part of value.split(',')) {
    if (!/^[A-Za-z0-9_-]+={0,2}$/.test(part)) return null;
    const base64 = part.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
    if (base64.length % 4 === 1) return null;
    try {
      const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
      const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
      const code = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      if (!code) return null;
      codes.push(code);
    } catch {
      return null;
    }
  }
  return codes;
}
