import type { GolfHoleReading } from '../../src/schemas/golf-hole';
import { TEES } from '../../src/schemas/golf-tees';
import { readGolfHole } from '../../src/schemas/read-golf-hole';

/** Turn an attribute into a number when it looks like one (the schema says what is wrong). */
function numberish(value: string | null): unknown {
  if (value === null) return undefined;
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : value;
}

/**
 * The hole's data from the editor: a pasted `<script type="application/json">` inside the
 * element, with any attributes on top (`par`, `stroke-index`, `yards-black`, …). Checked
 * by `readGolfHole` (what `GolfHoleSchema` accepts, without shipping valibot); the editor is
 * told plainly what is wrong.
 */
export function readHole(host: HTMLElement): GolfHoleReading {
  let data: Record<string, unknown> = {};
  const block = host.querySelector(':scope > script[type="application/json"]');
  if (block) {
    try {
      const parsed: unknown = JSON.parse(block.textContent ?? '');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return { ok: false, problems: ['the JSON block must be one object: { "par": 4, … }'] };
      }
      data = parsed as Record<string, unknown>;
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return { ok: false, problems: [`the JSON block is not valid JSON (${why})`] };
    }
  }
  const attr = (name: string) => host.getAttribute(name);
  const set = (key: string, value: unknown) => {
    if (value !== undefined && value !== null) data[key] = value;
  };
  set('hole', numberish(attr('hole')));
  set('name', attr('name'));
  set('par', numberish(attr('par')));
  set('strokeIndex', numberish(attr('stroke-index')));
  if (attr('diagram'))
    data.diagram = { src: attr('diagram'), alt: attr('diagram-alt') ?? undefined };
  if (attr('pin-zones')) {
    data.pinZones = { src: attr('pin-zones'), alt: attr('pin-zones-alt') ?? undefined };
  }
  const yards = { ...((data.yards as Record<string, unknown> | undefined) ?? {}) };
  for (const tee of TEES) {
    const value = numberish(attr(`yards-${tee}`));
    if (value !== undefined) yards[tee] = value;
  }
  if (Object.keys(yards).length) data.yards = yards;
  return readGolfHole(data);
}
