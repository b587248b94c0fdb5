import type { Language } from './catalogue';

/**
 * The language innkit speaks for a `lang` value (an element's, the page's `<html lang>`):
 * German for any `de` tag, the pseudo-locale for `en-XA`, English otherwise (and when empty).
 */
export function pickLanguage(tag: string | null | undefined): Language {
  const lower = (tag ?? '').trim().toLowerCase();
  if (lower === 'en-xa') return 'en-XA';
  if (lower === 'de' || lower.startsWith('de-')) return 'de';
  return 'en';
}
