/**
 * Characters a name or an address never needs and an attacker uses (issue 34, informational):
 * control characters (NUL among them), lone UTF-16 surrogates (broken text that breaks the
 * systems it reaches) and the direction overrides and isolates that make text read other than
 * it is stored (U+202A–U+202E, U+2066–U+2069). Refused, not stripped: what the guest typed is
 * never changed behind their back.
 */
const HIDDEN =
  /[\p{Cc}\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

export const HIDDEN_CHARACTERS_TEXT =
  'Please remove the hidden or control characters (perhaps pasted in with the text).';

/** True when the text holds none of those characters. */
export function isPlainText(text: string): boolean {
  return !HIDDEN.test(text);
}
