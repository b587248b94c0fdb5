import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonDepth } from './json-depth';

describe('jsonDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[{{{\\"[["}')).toBe(1);
  });

  it('stops at the first level past the limit', () => {
    expect(jsonDepth('['.repeat(100_000))).toBe(MAX_JSON_DEPTH + 1);
  });
});
