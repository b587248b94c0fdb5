import type { EN } from './messages-en';

/** The languages innkit speaks; `en-XA` is the pseudo-locale the layout tests run in. */
export const LANGUAGES = ['en', 'de', 'en-XA'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A plural message: the forms `Intl.PluralRules` may select; `other` is always present. */
export interface PluralForms {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

type English = typeof EN;
export type MessageKey = keyof English;

/** Every language's catalogue: the English keys, each a string or plural forms likewise. */
export type Catalogue = {
  readonly [K in MessageKey]: English[K] extends string ? string : PluralForms;
};

type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
type MessageText<K extends MessageKey> = English[K] extends string
  ? English[K]
  : English[K] extends { other: infer O }
    ? O
    : never;

/** The values a message needs, typed from its English placeholders (`count` for plurals). */
export type MessageParams<K extends MessageKey> = {
  readonly [P in Placeholders<MessageText<K>>]: string | number;
};
