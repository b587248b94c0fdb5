import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GolfHoleSchema } from './golf-hole';
import { readGolfHole } from './read-golf-hole';

const HOLE = {
  hole: 1,
  name: 'Shore',
  par: 4,
  strokeIndex: 7,
  diagram: { src: '/img/hole-1.svg', alt: 'Dog-leg left along the shore' },
  pinZones: { src: '/img/hole-1-pins.svg' },
  yards: { black: 412, blue: 398, white: 380, yellow: 361 },
};

describe('readGolfHole', () => {
  it('accepts a complete hole', () => {
    expect(readGolfHole(HOLE)).toEqual({ ok: true, hole: HOLE });
  });

  it('accepts a hole without number, name or pin zones, and drops unknown keys', () => {
    const { hole: _h, name: _n, pinZones: _p, ...bare } = HOLE;
    expect(readGolfHole({ ...bare, tee: 'red', diagram: { ...bare.diagram, x: 1 } })).toEqual({
      ok: true,
      hole: bare,
    });
  });

  it('names every problem for the editor, in plain words', () => {
    expect(
      readGolfHole({
        ...HOLE,
        par: 9,
        strokeIndex: '7',
        yards: { black: 412, blue: 'far', white: 380.5 },
        diagram: { src: '' },
        pinZones: null,
      }),
    ).toEqual({
      ok: false,
      problems: [
        'par: should be a whole number from 3 to 6 (it is 9)',
        'strokeIndex: should be a whole number from 1 to 18 (it is "7")',
        'diagram.src: the image address is empty',
        'pinZones: should be an object like { "src": "/img/hole.svg", "alt": "…" } (it is null)',
        'yards.blue: should be a whole number from 1 to 999 (it is "far")',
        'yards.white: should be a whole number from 1 to 999 (it is 380.5)',
        'yards.yellow: should be a whole number from 1 to 999 (it is missing)',
      ],
    });
  });

  it('keeps what it quotes short, and says what kind of thing came instead', () => {
    const reading = readGolfHole({ ...HOLE, name: ['Shore'], par: 'x'.repeat(500), yards: 4 });
    expect(reading).toEqual({
      ok: false,
      problems: [
        'name: should be text in quotes (it is a list)',
        `par: should be a whole number from 3 to 6 (it is "${'x'.repeat(40)}…")`,
        'yards: should be an object like { "black": 412, "blue": 398, "white": 380, "yellow": 361 } (it is 4)',
      ],
    });
  });

  it('refuses what is not a hole at all', () => {
    expect(readGolfHole(null)).toEqual({
      ok: false,
      problems: [`the hole's data should be an object like { "par": 4, … } (it is null)`],
    });
    expect(readGolfHole('par 4')).toMatchObject({ ok: false });
    expect(readGolfHole([1, 2])).toMatchObject({ ok: false });
  });
});

/** The distinct fields valibot finds fault with, in its order ('' for the whole input). */
const valibotPaths = (issues: readonly v.BaseIssue<unknown>[]) => [
  ...new Set(issues.map((issue) => v.getDotPath(issue) ?? '')),
];
/** The fields readGolfHole names, in its order. */
const ourPaths = (problems: readonly string[]) =>
  problems.map((p) => (p.startsWith("the hole's data") ? '' : p.slice(0, p.indexOf(': '))));

/** Values at and around every boundary of the schema, and things of the wrong kind. */
const edgy = fc.oneof(
  fc.constantFrom(0, 1, 2, 3, 4, 6, 7, 18, 19, 999, 1000, -1, 4.5, -0, NaN, Infinity),
  fc.constantFrom('', '4', 'a', null, undefined, true, [], {}, [4], { src: 'x' }),
  fc.integer({ min: -5, max: 1005 }),
  fc.double(),
  fc.string(),
  fc.anything(),
);
const image = fc.record(
  { src: fc.oneof(fc.string(), edgy), alt: fc.oneof(fc.string(), edgy) },
  { requiredKeys: [] },
);
const tees = fc.record(
  {
    black: fc.oneof(fc.integer({ min: 1, max: 999 }), edgy),
    blue: fc.oneof(fc.integer({ min: 1, max: 999 }), edgy),
    white: fc.oneof(fc.integer({ min: 1, max: 999 }), edgy),
    yellow: fc.oneof(fc.integer({ min: 1, max: 999 }), edgy),
    extra: edgy,
  },
  { requiredKeys: [] },
);
/** Mostly-valid holes with any field possibly missing, wrong or extra. */
const nearHole = fc.record(
  {
    hole: fc.oneof(fc.integer({ min: 1, max: 18 }), edgy),
    name: fc.oneof(fc.string(), edgy),
    par: fc.oneof(fc.integer({ min: 3, max: 6 }), edgy),
    strokeIndex: fc.oneof(fc.integer({ min: 1, max: 18 }), edgy),
    diagram: fc.oneof(image, edgy),
    pinZones: fc.oneof(image, edgy),
    yards: fc.oneof(tees, edgy),
    other: edgy,
  },
  { requiredKeys: [] },
);
/** Valid holes (optional fields sometimes absent), to prove the happy path agrees too. */
const validImage = fc.record(
  { src: fc.string({ minLength: 1 }), alt: fc.option(fc.string(), { nil: undefined }) },
  { requiredKeys: ['src'] },
);
const validHole = fc.record(
  {
    hole: fc.option(fc.integer({ min: 1, max: 18 }), { nil: undefined }),
    name: fc.string(),
    par: fc.integer({ min: 3, max: 6 }),
    strokeIndex: fc.integer({ min: 1, max: 18 }),
    diagram: validImage,
    pinZones: validImage,
    yards: fc.record({
      black: fc.integer({ min: 1, max: 999 }),
      blue: fc.integer({ min: 1, max: 999 }),
      white: fc.integer({ min: 1, max: 999 }),
      yellow: fc.integer({ min: 1, max: 999 }),
    }),
  },
  { requiredKeys: ['par', 'strokeIndex', 'diagram', 'yards'] },
);

describe('readGolfHole agrees with GolfHoleSchema (the source of its type)', () => {
  const agrees = (input: unknown) => {
    const ours = readGolfHole(input);
    const theirs = v.safeParse(GolfHoleSchema, input);
    expect(ours.ok).toBe(theirs.success);
    if (ours.ok && theirs.success) expect(ours.hole).toStrictEqual(theirs.output);
    if (!ours.ok && !theirs.success) {
      expect(ourPaths(ours.problems)).toEqual(valibotPaths(theirs.issues));
    }
  };

  it('on valid holes: same output, unknown keys dropped alike', () => {
    fc.assert(fc.property(validHole, agrees), { numRuns: 2000 });
  });

  it('on holes with fields missing, wrong, at their limits or extra: same verdict and fields', () => {
    let rejected = 0;
    fc.assert(
      fc.property(nearHole, (input) => {
        agrees(input);
        if (!readGolfHole(input).ok) rejected += 1;
      }),
      { numRuns: 5000 },
    );
    expect(rejected).toBeGreaterThan(1000); // the generator really exercises the failures
  });

  it('on anything at all', () => {
    fc.assert(fc.property(fc.anything(), agrees), { numRuns: 2000 });
  });
});
