// `node scripts/themes/theme-art.mjs`: draws each theme's illustrations for the landing tiles
// (issue 38 §4: each venue its own art) in its own colours, and writes them into the block
// between the "theme-art" markers of themes/<theme>.css as --ik-art-<subject> tokens. The
// kit's Photo shows one where a venue supplies no picture (`art`), else the theme's landscape
// (--ik-photo-art). Run it again after changing a palette or a drawing; the output is stable.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PALETTES = {
  lake: {
    bg: '#e3eeec',
    deep: '#0f4c5c',
    mid: '#4f8a80',
    soft: '#9cc4b6',
    light: '#f6f8f8',
    warm: '#c9a66b',
  },
  seaside: {
    bg: '#dce8f3',
    deep: '#0b5394',
    mid: '#13293d',
    soft: '#e6d3aa',
    light: '#fbf7ef',
    warm: '#e0a43b',
  },
  inn: {
    bg: '#f3eadb',
    deep: '#6d1f2f',
    mid: '#2f4f3a',
    soft: '#5d7a56',
    light: '#fffdf8',
    warm: '#e6c97a',
  },
};

/** Each subject drawn in a palette, on a 300 × 200 board (3:2). */
const SUBJECTS = {
  stay: (p) =>
    `<rect width='300' height='200' fill='${p.bg}'/><rect x='110' y='22' width='80' height='56' fill='${p.soft}' stroke='${p.light}' stroke-width='6'/><rect y='150' width='300' height='50' fill='${p.warm}'/><rect x='66' y='88' width='168' height='42' rx='6' fill='${p.deep}'/><rect x='70' y='118' width='160' height='46' rx='6' fill='${p.light}'/><rect x='70' y='142' width='160' height='22' rx='4' fill='${p.mid}'/><rect x='82' y='106' width='62' height='18' rx='7' fill='#fff'/><rect x='156' y='106' width='62' height='18' rx='7' fill='#fff'/>`,
  dining: (p) =>
    `<rect width='300' height='200' fill='${p.bg}'/><rect y='132' width='300' height='68' fill='${p.deep}'/><ellipse cx='150' cy='150' rx='62' ry='22' fill='${p.light}'/><ellipse cx='150' cy='150' rx='40' ry='13' fill='${p.soft}'/><rect x='66' y='138' width='6' height='34' rx='3' fill='${p.warm}'/><rect x='228' y='138' width='6' height='34' rx='3' fill='${p.warm}'/><rect x='240' y='70' width='12' height='56' fill='${p.light}'/><path d='M246 52q8 10 0 18q-8-8 0-18z' fill='${p.warm}'/>`,
  spa: (p) =>
    `<rect width='300' height='200' fill='${p.bg}'/><rect y='150' width='300' height='50' fill='${p.soft}'/><ellipse cx='150' cy='150' rx='64' ry='18' fill='${p.deep}'/><ellipse cx='150' cy='120' rx='46' ry='15' fill='${p.mid}'/><ellipse cx='150' cy='96' rx='30' ry='11' fill='${p.warm}'/><path d='M132 70q-10-14 0-28M150 66q-10-14 0-28M168 70q-10-14 0-28' fill='none' stroke='${p.light}' stroke-width='4' stroke-linecap='round'/>`,
  activity: (p) =>
    `<rect width='300' height='200' fill='${p.bg}'/><circle cx='232' cy='52' r='18' fill='${p.light}'/><path d='M0 116l70-40 50 26 60-46 70 44 50-20v120H0z' fill='${p.soft}'/><rect y='128' width='300' height='72' fill='${p.deep}'/><path d='M92 150h116l-14 12h-88z' fill='${p.warm}'/><circle cx='150' cy='134' r='7' fill='${p.light}'/><path d='M150 141v9M124 130l52 28' stroke='${p.light}' stroke-width='4' stroke-linecap='round'/><path d='M40 176h40M196 184h60' stroke='${p.light}' stroke-opacity='.6' stroke-width='3' stroke-linecap='round'/>`,
  skating: (p) =>
    `<rect width='300' height='200' fill='${p.bg}'/><path d='M40 120l22-60 22 60zM70 126l26-76 26 76zM220 124l24-66 24 66z' fill='${p.mid}'/><ellipse cx='150' cy='160' rx='150' ry='40' fill='${p.light}'/><path d='M60 160q90-30 180 0M90 174q60-18 120 0' fill='none' stroke='${p.soft}' stroke-width='3'/><circle cx='120' cy='40' r='3' fill='${p.light}'/><circle cx='180' cy='28' r='3' fill='${p.light}'/><circle cx='200' cy='70' r='3' fill='${p.light}'/><circle cx='150' cy='84' r='3' fill='${p.light}'/>`,
  gift: (p) =>
    `<rect width='300' height='200' fill='${p.bg}'/><rect x='90' y='84' width='120' height='90' fill='${p.deep}'/><rect x='82' y='66' width='136' height='24' fill='${p.mid}'/><rect x='142' y='66' width='16' height='108' fill='${p.warm}'/><path d='M150 66q-40-30-34-6t34 6q40-30 34-6t-34 6z' fill='none' stroke='${p.warm}' stroke-width='8'/>`,
};

const dataUri = (svg) =>
  `url("data:image/svg+xml,${svg.replace(/[<>#%"]/g, (c) => encodeURIComponent(c))}")`;

const root = fileURLToPath(new URL('../../', import.meta.url));
const START = '/* theme-art: drawn by scripts/themes/theme-art.mjs, do not edit by hand */';
const END = '/* /theme-art */';
export const THEMES = Object.keys(PALETTES);
export const ART_SUBJECTS = Object.keys(SUBJECTS);

/** A theme's block of art tokens, as it stands in themes/<theme>.css. */
export function themeArtBlock(theme) {
  const tokens = Object.entries(SUBJECTS).map(
    ([subject, draw]) =>
      `  --ik-art-${subject}: ${dataUri(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 300 200' preserveAspectRatio='xMidYMid slice'>${draw(PALETTES[theme])}</svg>`)};`,
  );
  return `${START}\n:root {\n${tokens.join('\n')}\n}\n${END}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const theme of THEMES) {
    const file = `${root}themes/${theme}.css`;
    const css = readFileSync(file, 'utf8');
    const block = themeArtBlock(theme);
    const at = css.indexOf(START);
    const next =
      at < 0
        ? `${css.trimEnd()}\n\n${block}\n`
        : `${css.slice(0, at)}${block}${css.slice(css.indexOf(END) + END.length)}`;
    if (next !== css) writeFileSync(file, next);
  }
}
