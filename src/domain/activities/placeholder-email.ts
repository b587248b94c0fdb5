/**
 * The generated email of a temporary customer (booking-engine.md §4, §6): unique per guest,
 * on a reserved domain that can never receive mail.
 */
export function placeholderEmail(token: string): string {
  const safe =
    token
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 32) || '0';
  return `guest-${safe}@temporary.invalid`;
}
