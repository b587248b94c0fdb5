/**
 * Whether the contact form shows its newsletter opt-in radios (public-site.md §5): every
 * location except the seaside hotel.
 */
export function showsNewsletterOptIn(location: string): boolean {
  return location !== 'seaside';
}
