import type { Catalogue, Language, MessageKey, MessageParams, PluralForms } from './catalogue';

export type Translate = <K extends MessageKey>(
  key: K,
  ...params: keyof MessageParams<K> extends never ? [] : [MessageParams<K>]
) => string;

const localeOf = (language: Language) => (language === 'en-XA' ? 'en' : language);

/**
 * `t(key, params)` for one language: placeholders filled (numbers by `Intl.NumberFormat`),
 * a plural's form chosen by `Intl.PluralRules` from `count`. Never builds HTML.
 */
export function createTranslate(language: Language, catalogue: Catalogue): Translate {
  const locale = localeOf(language);
  const plurals = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  return (key, ...rest) => {
    const params = (rest[0] ?? {}) as Record<string, string | number>;
    const message = catalogue[key] as string | PluralForms | undefined;
    if (message === undefined) return key;
    const text =
      typeof message === 'string'
        ? message
        : (message[plurals.select(Number(params.count ?? 0))] ?? message.other);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  };
}
