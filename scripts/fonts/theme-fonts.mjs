// The web fonts of the themes (issue 38 §4): which @fontsource file each theme's CSS names under
// themes/fonts/, the local face its fallback stands in with, and the weight it is measured at.
// The build copies these files (each once) into dist/themes/fonts/ (scripts/rollup/copy-themes.mjs).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const fileOf = (pkg, file) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file);

/** Metric-compatible pairs: Liberation Sans and Serif have Arial's and Times New Roman's widths. */
const SANS = ['Arial', 'Liberation Sans'];
const SANS_BOLD = ['Arial Bold', 'Liberation Sans Bold'];
const SERIF_BOLD = ['Times New Roman Bold', 'Liberation Serif Bold'];

export const THEME_FONTS = [
  {
    theme: 'lake',
    family: 'Cormorant Garamond',
    file: 'cormorant-garamond-latin-600-normal.woff2',
    path: fileOf('@fontsource/cormorant-garamond', 'cormorant-garamond-latin-600-normal.woff2'),
    fallback: SERIF_BOLD,
    measureWeight: 600,
  },
  {
    theme: 'lake',
    family: 'Source Sans 3',
    file: 'source-sans-3-latin-wght-normal.woff2',
    path: fileOf('@fontsource-variable/source-sans-3', 'source-sans-3-latin-wght-normal.woff2'),
    fallback: SANS,
    measureWeight: 400,
  },
  {
    theme: 'lake',
    family: 'Source Sans 3 (bold)',
    file: 'source-sans-3-latin-wght-normal.woff2',
    path: fileOf('@fontsource-variable/source-sans-3', 'source-sans-3-latin-wght-normal.woff2'),
    fallback: SANS_BOLD,
    measureWeight: 700,
  },
  {
    theme: 'seaside',
    family: 'Manrope',
    file: 'manrope-latin-wght-normal.woff2',
    path: fileOf('@fontsource-variable/manrope', 'manrope-latin-wght-normal.woff2'),
    fallback: SANS,
    measureWeight: 400,
  },
  {
    theme: 'seaside',
    family: 'Manrope (bold)',
    file: 'manrope-latin-wght-normal.woff2',
    path: fileOf('@fontsource-variable/manrope', 'manrope-latin-wght-normal.woff2'),
    fallback: SANS_BOLD,
    measureWeight: 700,
  },
  {
    theme: 'inn',
    family: 'Alegreya',
    file: 'alegreya-latin-wght-normal.woff2',
    path: fileOf('@fontsource-variable/alegreya', 'alegreya-latin-wght-normal.woff2'),
    fallback: SERIF_BOLD,
    measureWeight: 700,
  },
];
