import { describe, expect, it } from 'vitest';
import { readGolfHole } from './golf-hole';

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

  it('accepts a hole without number, name or pin zones', () => {
    const { hole: _h, name: _n, pinZones: _p, ...bare } = HOLE;
    expect(readGolfHole(bare).ok).toBe(true);
  });

  it('names every problem for the editor', () => {
    const reading = readGolfHole({
      ...HOLE,
      par: 9,
      strokeIndex: '7',
      yards: { black: 412, blue: 'far', white: 380 },
      diagram: { src: '' },
    });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems).toEqual([
      'par: Invalid value: Expected <=6 but received 9',
      'strokeIndex: Invalid type: Expected number but received "7"',
      'diagram.src: the image address is empty',
      'yards.blue: Invalid type: Expected number but received "far"',
      'yards.yellow: Invalid key: Expected "yellow" but received undefined',
    ]);
  });

  it('refuses what is not a hole at all', () => {
    expect(readGolfHole(null)).toMatchObject({ ok: false });
    expect(readGolfHole([1, 2])).toMatchObject({ ok: false });
  });
});
