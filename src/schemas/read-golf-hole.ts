import type { GolfHole, GolfHoleReading } from './golf-hole';
import { TEES } from './golf-tees';

type Data = Record<string, unknown>;
type Check = (path: string, value: unknown) => unknown;
/** A field's check, and whether the field may be left out (or be `undefined`). */
type Field = [check: Check, optional?: true];

/** A wrong value as an editor would recognise it, kept short. */
function shown(value: unknown): string {
  if (value === undefined) return 'missing';
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  }
  if (Array.isArray(value)) return 'a list';
  return value && typeof value === 'object' ? 'an object' : String(value);
}

/**
 * Check an editor's hole data (pasted JSON, attributes) without shipping a validation
 * library: it accepts, rejects and outputs exactly what `GolfHoleSchema` does (the tests
 * compare the two on many generated inputs), unknown keys dropped. On failure, one line per
 * field naming it and what it should be (`par: should be a whole number from 3 to 6 (it is
 * 9)`), for the editor to fix; the lines are text, never HTML.
 */
export function readGolfHole(input: unknown): GolfHoleReading {
  const problems: string[] = [];
  const fail = (path: string, expects: string, value: unknown) => {
    problems.push(`${path}: should be ${expects} (it is ${shown(value)})`);
  };
  const whole =
    (min: number, max: number): Check =>
    (path, value) =>
      Number.isInteger(value) && (value as number) >= min && (value as number) <= max
        ? value
        : fail(path, `a whole number from ${min} to ${max}`, value);
  const text: Check = (path, value) =>
    typeof value === 'string' ? value : fail(path, 'text in quotes', value);
  const record =
    (fields: Record<string, Field>, example: string): Check =>
    (path, value) => {
      if (!value || typeof value !== 'object')
        return fail(path, `an object like ${example}`, value);
      const data = value as Data;
      const out: Data = {};
      for (const key in fields) {
        const [check, optional] = fields[key]!;
        const at = path ? `${path}.${key}` : key;
        if (key in data) {
          out[key] = optional && data[key] === undefined ? undefined : check(at, data[key]);
        } else if (!optional) check(at, undefined);
      }
      return out;
    };
  const image = record(
    {
      src: [
        (path, value) =>
          value === ''
            ? void problems.push(`${path}: the image address is empty`)
            : text(path, value),
      ],
      alt: [text, true],
    },
    '{ "src": "/img/hole.svg", "alt": "…" }',
  );
  const yards: Record<string, Field> = {};
  for (const tee of TEES) yards[tee] = [whole(1, 999)];

  if (!input || typeof input !== 'object') {
    return {
      ok: false,
      problems: [
        `the hole's data should be an object like { "par": 4, … } (it is ${shown(input)})`,
      ],
    };
  }
  const hole = record(
    {
      hole: [whole(1, 18), true],
      name: [text, true],
      par: [whole(3, 6)],
      strokeIndex: [whole(1, 18)],
      diagram: [image],
      pinZones: [image, true],
      yards: [record(yards, '{ "black": 412, "blue": 398, "white": 380, "yellow": 361 }')],
    },
    '',
  )('', input);
  return problems.length ? { ok: false, problems } : { ok: true, hole: hole as GolfHole };
}
