import type { Catalogue, PluralForms } from './catalogue';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'áƀçďéƒĝĥíĵķļɱñóƥʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĻṀÑÓƤǪŔŠŢÚṼŴẊÝŽ'];
const FILLER = 'ļőŕéɱ íƥšúɱ ďőļőŕ šíţ áɱéţ ';

/**
 * One message in the pseudo-locale: letters accented, placeholders kept, and words added so
 * the text is at least 35 % longer (the room a German or French sentence needs).
 */
export function pseudoText(text: string): string {
  const accented = text
    .split(/(\{\w+\})/)
    .map((part) =>
      part.startsWith('{')
        ? part
        : part.replace(/[a-zA-Z]/g, (c) => ACCENTED[PLAIN.indexOf(c)] ?? c),
    )
    .join('');
  const extra = Math.ceil(text.length * 0.35);
  const filler = FILLER.repeat(Math.ceil(extra / FILLER.length) + 1)
    .slice(0, extra)
    .trimEnd();
  return filler ? `${accented} ${filler}` : accented;
}

/** The pseudo-locale's catalogue, made from the English one. */
export function pseudoCatalogue(english: Catalogue): Catalogue {
  const entries = Object.entries(english).map(([key, message]: [string, string | PluralForms]) => [
    key,
    typeof message === 'string'
      ? pseudoText(message)
      : Object.fromEntries(Object.entries(message).map(([form, text]) => [form, pseudoText(text)])),
  ]);
  return Object.fromEntries(entries) as Catalogue;
}
