import { describe, expect, it } from 'vitest';
import { isPlainText } from './hidden-characters';

describe('isPlainText', () => {
  it.each([
    ['Grace', true],
    ['Zoë O’Brien-Łukasiewicz', true],
    ['名前 😀', true],
    ['Gr\u0000ace', false],
    ['line\nbreak', false],
    ['\uD800lone', false],
    ['lone\uDC00', false],
    ['evil\u202Etxt.exe', false],
    ['isolate\u2066x\u2069', false],
  ])('%j → %s', (text, expected) => {
    expect(isPlainText(text)).toBe(expected);
  });
});
