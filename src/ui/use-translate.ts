import { useEffect, useMemo, useState } from 'react';
import type { Catalogue } from '../core/i18n/catalogue';
import { languageOf } from '../core/i18n/language-of';
import { knownCatalogue, loadCatalogue } from '../core/i18n/load-catalogue';
import { EN } from '../core/i18n/messages-en';
import { createTranslate, type Translate } from '../core/i18n/translate';
import { useWidget } from './widget-context';

/**
 * The element's `t()`: in the language of its `lang` (or the page's), or null while another
 * language's catalogue is on its way (the view renders nothing rather than English first).
 * A catalogue that cannot be fetched falls back to English.
 */
export function useTranslate(): Translate | null {
  const { host } = useWidget();
  const language = useMemo(() => languageOf(host), [host]);
  const [catalogue, setCatalogue] = useState<Catalogue | null>(() => knownCatalogue(language));
  useEffect(() => {
    if (catalogue) return;
    let live = true;
    loadCatalogue(language).then(
      (found) => live && setCatalogue(found),
      () => live && setCatalogue(EN),
    );
    return () => {
      live = false;
    };
  }, [catalogue, language]);
  return useMemo(
    () => (catalogue ? createTranslate(catalogue === EN ? 'en' : language, catalogue) : null),
    [catalogue, language],
  );
}
