import { describe, expect, it } from 'vitest';
import { STAY_ROOM_TYPES } from '../db/seed-stay-inventory';
import { PICTURE_VIEWS, PICTURE_WIDTHS, roomPictureSvg } from '../stay/room-pictures';
import { roomInfo } from '../stay/room-info';
import { createVisitor, useTestSandbox } from '../testing/test-sandbox';

const sandbox = useTestSandbox();

describe('the drawn room pictures', () => {
  it('serves each picture at each width as an SVG of that width at 3:2', async () => {
    const visitor = createVisitor(sandbox.current);
    for (const width of PICTURE_WIDTHS) {
      const response = await visitor.get(`/demo-assets/rooms/LODGE/view-${width}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain(`width="${width}" height="${(width * 2) / 3}"`);
    }
  });

  it('answers 404 for a room, picture or width it does not draw', async () => {
    const visitor = createVisitor(sandbox.current);
    for (const path of ['NOPE/view-960.svg', 'LODGE/kitchen-960.svg', 'LODGE/view-961.svg']) {
      expect((await visitor.get(`/demo-assets/rooms/${path}`)).status).toBe(404);
    }
  });

  it('draws every seeded room type its own pictures, finer at the wider widths', () => {
    for (const view of PICTURE_VIEWS) {
      const drawn = STAY_ROOM_TYPES.map((type) => roomPictureSvg(type.code, view, 960));
      expect(new Set(drawn).size, view).toBe(STAY_ROOM_TYPES.length);
    }
    const narrow = roomPictureSvg('LKDBL', 'bedroom', 480);
    const wide = roomPictureSvg('LKDBL', 'bedroom', 1440);
    expect(wide.length).toBeGreaterThan(narrow.length);
  });

  it('gives each room type a gallery with srcset widths at its own addresses', () => {
    const { gallery } = roomInfo('SVDBL', 'Sea View Double');
    expect(gallery.map((picture) => picture.url)).toEqual([
      '/demo-assets/rooms/SVDBL/bedroom-960.svg',
      '/demo-assets/rooms/SVDBL/view-960.svg',
      '/demo-assets/rooms/SVDBL/bathroom-960.svg',
    ]);
    expect(gallery[0]?.sources).toEqual(
      PICTURE_WIDTHS.map((width) => ({
        url: `/demo-assets/rooms/SVDBL/bedroom-${width}.svg`,
        width,
      })),
    );
  });
});
