/**
 * The sandbox's room pictures, drawn here rather than downloaded (issue 38 §3): each room type
 * its own bedroom, view and bathroom, in its own colours, each at several widths so the engine's
 * `srcset` has real candidates. A wider picture is the same scene with finer detail (the grain
 * of the floor, the glazing bars, the ripples), as a photograph holds more at more pixels.
 */

/** The widths each picture is drawn at (its `w` descriptors); the middle one is its `src`. */
export const PICTURE_WIDTHS = [480, 960, 1440] as const;
export type PictureView = 'bedroom' | 'view' | 'bathroom';
export const PICTURE_VIEWS: readonly PictureView[] = ['bedroom', 'view', 'bathroom'];

type Beds = 'double' | 'twin' | 'single' | 'family' | 'suite' | 'bunks';
type Outlook = 'lake' | 'sea' | 'woods' | 'garden' | 'golf' | 'village';
type Bath = 'shower' | 'freestanding' | 'bath' | 'tub-shower';

interface RoomLook {
  wall: string;
  floor: string;
  bed: string;
  throw: string;
  beds: Beds;
  outlook: Outlook;
  bath: Bath;
  /** Oak beams across the ceiling (the inn's rooms). */
  beams?: boolean;
}

/** Each seeded room type's look, by its code (sandbox/db/seed-stay-inventory.ts). */
const LOOKS: Readonly<Record<string, RoomLook>> = {
  LKDBL: {
    wall: '#dfe9ea',
    floor: '#b99a74',
    bed: '#f4f2ec',
    throw: '#2f6f73',
    beds: 'double',
    outlook: 'lake',
    bath: 'shower',
  },
  LKSUI: {
    wall: '#e8e2d6',
    floor: '#8d6c4f',
    bed: '#fbf8f1',
    throw: '#1f4e5f',
    beds: 'suite',
    outlook: 'lake',
    bath: 'freestanding',
  },
  LODGE: {
    wall: '#d9c7a8',
    floor: '#6e5139',
    bed: '#f1ece0',
    throw: '#4c6b3c',
    beds: 'bunks',
    outlook: 'woods',
    bath: 'tub-shower',
  },
  LKSGL: {
    wall: '#e6ece2',
    floor: '#c2a888',
    bed: '#f7f6f1',
    throw: '#7b9a6a',
    beds: 'single',
    outlook: 'garden',
    bath: 'shower',
  },
  SVDBL: {
    wall: '#e3edf5',
    floor: '#d4c3a3',
    bed: '#fbfaf6',
    throw: '#0b5394',
    beds: 'double',
    outlook: 'sea',
    bath: 'shower',
  },
  GOLF: {
    wall: '#e7eadf',
    floor: '#a68a67',
    bed: '#f6f4ee',
    throw: '#2e6b3f',
    beds: 'twin',
    outlook: 'golf',
    bath: 'tub-shower',
  },
  INNDBL: {
    wall: '#f1e6d3',
    floor: '#7b5a3e',
    bed: '#fffaf0',
    throw: '#6d1f2f',
    beds: 'double',
    outlook: 'village',
    bath: 'shower',
    beams: true,
  },
  INNFAM: {
    wall: '#ece3cf',
    floor: '#86654a',
    bed: '#fffaf0',
    throw: '#a0522d',
    beds: 'family',
    outlook: 'village',
    bath: 'bath',
    beams: true,
  },
};

/** A room type that has no look of its own is drawn as the lake's double. */
const lookOf = (code: string): RoomLook => LOOKS[code] ?? LOOKS.LKDBL!;

export const hasRoomPictures = (code: string) => code in LOOKS;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

/** One bed seen from its foot: headboard, mattress, pillows and a throw. */
function bed(x: number, w: number, look: RoomLook, pillows: number, top = 112): string {
  const parts = [
    rect(x - 4, top - 34, w + 8, 40, look.floor, ' rx="4"'),
    rect(x, top, w, 46, look.bed, ' rx="5"'),
    rect(x, top + 26, w, 20, look.throw, ' rx="3"'),
  ];
  const gap = 6;
  const pw = (w - gap * (pillows + 1)) / pillows;
  for (let i = 0; i < pillows; i++) {
    parts.push(rect(x + gap + i * (pw + gap), top - 10, pw, 16, '#ffffff', ' rx="6"'));
  }
  return parts.join('');
}

function beds(look: RoomLook): string {
  switch (look.beds) {
    case 'double':
      return bed(80, 140, look, 2);
    case 'suite':
      // The bed and, beside it, the lounge's sofa.
      return bed(40, 130, look, 2) + rect(200, 130, 80, 30, look.throw, ' rx="8"');
    case 'twin':
      return bed(50, 80, look, 1) + bed(170, 80, look, 1);
    case 'single':
      return bed(110, 80, look, 1) + rect(220, 110, 50, 6, look.floor);
    case 'family':
      return bed(30, 120, look, 2) + bed(170, 55, look, 1) + bed(235, 55, look, 1);
    case 'bunks':
      return (
        bed(60, 90, look, 1, 70) +
        bed(60, 90, look, 1) +
        rect(56, 40, 4, 124, look.floor) +
        rect(150, 40, 4, 124, look.floor) +
        rect(200, 100, 50, 64, '#333a3f', ' rx="4"') +
        rect(212, 118, 26, 22, '#e9893a', ' rx="3"')
      );
  }
}

/** What the window looks out on, in a box at (x, y) of w × h. */
function outlook(look: RoomLook, x: number, y: number, w: number, h: number, fine: boolean) {
  const sky = look.outlook === 'sea' ? '#cfe2f2' : '#dcebf0';
  const parts = [rect(x, y, w, h, sky)];
  const ground = y + h * 0.62;
  const hill = (fill: string, lift: number) =>
    `<path d="M${x} ${ground - lift}q${w * 0.3} ${-h * 0.35} ${w * 0.55} ${-h * 0.08}t${w * 0.45} ${-h * 0.1}V${y + h}H${x}z" fill="${fill}"/>`;
  switch (look.outlook) {
    case 'lake':
      parts.push(
        hill('#7fa99a', 8),
        hill('#4f8a80', 0),
        rect(x, ground, w, h - h * 0.62, '#2f6f87'),
      );
      break;
    case 'sea':
      parts.push(
        `<circle cx="${x + w * 0.75}" cy="${y + h * 0.25}" r="${h * 0.1}" fill="#fff6dc"/>`,
        rect(x, y + h * 0.5, w, h * 0.3, '#0b5394'),
        `<path d="M${x} ${y + h * 0.82}q${w * 0.5} ${-h * 0.1} ${w} 0V${y + h}H${x}z" fill="#e6d3aa"/>`,
      );
      break;
    case 'woods':
      parts.push(rect(x, ground, w, h - h * 0.62, '#55733f'));
      for (let i = 0; i < 6; i++) {
        const tx = x + (i + 0.5) * (w / 6);
        parts.push(
          `<path d="M${tx} ${y + h * 0.18}l${w / 12} ${h * 0.5}h${-w / 6}z" fill="${i % 2 ? '#2f4f2a' : '#3f6b35'}"/>`,
        );
      }
      break;
    case 'garden':
      parts.push(rect(x, ground, w, h - h * 0.62, '#8fb277'));
      for (let i = 0; i < 5; i++) {
        parts.push(
          `<circle cx="${x + (i + 0.5) * (w / 5)}" cy="${ground + 4}" r="${h * 0.06}" fill="${['#d9607a', '#f2c14e', '#ffffff'][i % 3]}"/>`,
        );
      }
      break;
    case 'golf':
      parts.push(
        hill('#9cc17a', 4),
        rect(x, ground, w, h - h * 0.62, '#6fa354'),
        `<ellipse cx="${x + w * 0.6}" cy="${ground + h * 0.14}" rx="${w * 0.2}" ry="${h * 0.07}" fill="#9ed27a"/>`,
        rect(x + w * 0.6, ground - h * 0.2, 2, h * 0.34, '#2b2b2b'),
        `<path d="M${x + w * 0.6 + 2} ${ground - h * 0.2}l${w * 0.1} ${h * 0.05}l${-w * 0.1} ${h * 0.05}z" fill="#c0392b"/>`,
      );
      break;
    case 'village':
      parts.push(hill('#8aa36a', 6), rect(x, ground, w, h - h * 0.62, '#6f8a4f'));
      for (let i = 0; i < 3; i++) {
        const hx = x + w * (0.15 + i * 0.28);
        parts.push(
          rect(hx, ground - h * 0.16, w * 0.16, h * 0.2, '#f3eadb'),
          `<path d="M${hx - 2} ${ground - h * 0.16}l${w * 0.08 + 2} ${-h * 0.12}l${w * 0.08 + 2} ${h * 0.12}z" fill="#6d3b2f"/>`,
        );
      }
      break;
  }
  if (fine && (look.outlook === 'lake' || look.outlook === 'sea')) {
    // Ripples on the water, only where the picture has the pixels for them.
    for (let i = 0; i < 4; i++) {
      const ry = y + h * (0.7 + i * 0.05);
      parts.push(
        `<path d="M${x + w * (0.1 + i * 0.17)} ${ry}h${w * 0.12}" stroke="#ffffff" stroke-opacity=".55" stroke-width="1.2" stroke-linecap="round"/>`,
      );
    }
  }
  return parts.join('');
}

/** A window frame over the outlook; glazing bars only on the wider pictures. */
function windowOver(x: number, y: number, w: number, h: number, fine: boolean): string {
  const frame = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#ffffff" stroke-width="6"/>`;
  if (!fine) return frame;
  return `${frame}<path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#ffffff" stroke-width="3"/>`;
}

function floor(look: RoomLook, fromY: number, fine: boolean): string {
  const parts = [rect(0, fromY, 300, 200 - fromY, look.floor)];
  if (fine) {
    // Floorboards: the grain a wide picture shows.
    for (let x = 15; x < 300; x += 30) {
      parts.push(`<path d="M${x} ${fromY}v${200 - fromY}" stroke="#000" stroke-opacity=".12"/>`);
    }
  }
  return parts.join('');
}

const beamsOver = (look: RoomLook) =>
  look.beams ? rect(0, 0, 300, 10, '#5a3d2b') + rect(0, 10, 300, 4, '#3f2a1d') : '';

function bedroom(look: RoomLook, fine: boolean): string {
  return [
    rect(0, 0, 300, 200, look.wall),
    beamsOver(look),
    outlook(look, 110, 24, 80, 50, fine),
    windowOver(110, 24, 80, 50, fine),
    floor(look, 150, fine),
    beds(look),
  ].join('');
}

function view(look: RoomLook, fine: boolean): string {
  return [
    outlook(look, 0, 0, 300, 200, fine),
    // The balcony rail or window sill in the foreground.
    rect(0, 176, 300, 24, look.wall),
    fine ? rect(0, 172, 300, 4, look.floor) : '',
  ].join('');
}

function bathroom(look: RoomLook, fine: boolean): string {
  const tiles: string[] = [];
  if (fine) {
    for (let y = 20; y < 140; y += 20) {
      tiles.push(`<path d="M0 ${y}h300" stroke="#000" stroke-opacity=".06"/>`);
    }
  }
  const fixture = {
    shower: [
      rect(170, 30, 90, 130, '#e9f1f4', ' stroke="#9fb3bb" stroke-width="3"'),
      rect(208, 40, 14, 6, '#8a9aa1', ' rx="2"'),
    ].join(''),
    freestanding: `<path d="M120 120h120q0 40-40 40h-40q-40 0-40-40z" fill="#ffffff" stroke="#a9b5b9" stroke-width="3"/>${rect(140, 160, 8, 12, '#a48b5c')}${rect(212, 160, 8, 12, '#a48b5c')}`,
    bath: rect(110, 118, 150, 42, '#ffffff', ' rx="14" stroke="#a9b5b9" stroke-width="3"'),
    'tub-shower': [
      rect(100, 118, 170, 42, '#ffffff', ' rx="10" stroke="#a9b5b9" stroke-width="3"'),
      rect(240, 30, 4, 88, '#8a9aa1'),
      rect(228, 30, 20, 6, '#8a9aa1', ' rx="2"'),
    ].join(''),
  }[look.bath];
  return [
    rect(0, 0, 300, 200, '#f2f4f3'),
    ...tiles,
    floor({ ...look, floor: '#c9cfcf' }, 160, fine),
    fixture,
    // The basin and its mirror, in the room's colour.
    rect(30, 40, 50, 40, look.wall, ' stroke="#b9c3c6" stroke-width="2"'),
    rect(24, 100, 62, 14, '#ffffff', ' rx="4"'),
    rect(30, 114, 50, 46, look.throw),
    rect(88, 130, 10, 30, look.throw, ' rx="2" opacity=".7"'),
  ].join('');
}

/**
 * One picture of a room type as an SVG document, `width` pixels wide at 3:2. Unknown room
 * types are drawn as the lake's double (the caller decides whether a room has pictures).
 */
export function roomPictureSvg(code: string, picture: PictureView, width: number): string {
  const look = lookOf(code);
  const fine = width >= 960;
  const body =
    picture === 'bedroom'
      ? bedroom(look, fine)
      : picture === 'view'
        ? view(look, fine)
        : bathroom(look, fine);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" width="${width}" height="${Math.round((width * 2) / 3)}">${body}</svg>`;
}

/** Where the sandbox serves a room picture (sandbox/routes/room-pictures.ts). */
export const roomPictureUrl = (code: string, picture: PictureView, width: number) =>
  `/demo-assets/rooms/${code}/${picture}-${width}.svg`;
