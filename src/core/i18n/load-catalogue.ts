import type { Catalogue, Language } from './catalogue';
import { EN } from './messages-en';

const loading = new Map<Language, Promise<Catalogue>>();

/** English at once (it is in the bundle); another language's catalogue is one small chunk. */
export function knownCatalogue(language: Language): Catalogue | null {
  return language === 'en' ? EN : null;
}

/** The catalogue of `language`, fetched once per page and shared by every island. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  const known = knownCatalogue(language);
  if (known) return Promise.resolve(known);
  let pending = loading.get(language);
  if (!pending) {
    pending =
      language === 'de'
        ? import('./messages-de').then((m) => m.DE)
        : import('./pseudo-locale').then((m) => m.pseudoCatalogue(EN));
    loading.set(language, pending);
  }
  return pending;
}
