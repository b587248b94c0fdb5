/**
 * RFC 5545's text rules: TEXT values escape backslash, semicolon, comma and line breaks (§3.3.11);
 * content lines longer than 75 octets fold onto continuation lines that begin with a space
 * (§3.1); lines end with CRLF.
 */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** One content line, folded at 75 octets without splitting a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length ? 74 : 75;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A whole calendar object from its content lines. */
export function icsDocument(lines: readonly string[]): string {
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
