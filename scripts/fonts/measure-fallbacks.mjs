// Measures, in Chromium, the metric overrides of each theme font's local fallback face (issue 38
// §4): `size-adjust` makes the fallback's English text as wide as the web font's, and the
// ascent, descent and line-gap overrides give it the web font's line box. With them, the text a
// guest sees before a font arrives takes the room it will take after, so the swap moves nothing.
// Run `node scripts/fonts/measure-fallbacks.mjs` after changing a font; paste what it prints
// into the theme's CSS (the fallback faces there carry these numbers).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium.mjs';
import { THEME_FONTS } from './theme-fonts.mjs';

// English as a hotel writes it: the widths of its letters in their usual proportions.
const SAMPLE =
  'Book your stay by the lake: rooms with breakfast, a spa day for two, afternoon tea and ' +
  'dinner in the restaurant. Check availability, choose your dates and pay securely. ' +
  'Gift cards from 25 pounds; free cancellation until 48 hours before arrival.';

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.setContent('<!doctype html><body></body>');
for (const font of THEME_FONTS) {
  const bytes = readFileSync(font.path);
  const figures = await page.evaluate(
    async ({ data, font, sample }) => {
      const face = new FontFace('measured', `url(data:font/woff2;base64,${data})`, {
        weight: String(font.measureWeight),
      });
      document.fonts.add(await face.load());
      const local = new FontFace(
        'local-fallback',
        font.fallback.map((n) => `local('${n}')`).join(', '),
      );
      document.fonts.add(await local.load());
      const ctx = document.createElement('canvas').getContext('2d');
      ctx.font = `${font.measureWeight} 100px measured`;
      const web = ctx.measureText(sample);
      ctx.font = `100px local-fallback`;
      const fallbackWidth = ctx.measureText(sample).width;
      const span = document.createElement('span');
      span.style.cssText = `font: ${font.measureWeight} 100px measured; line-height: normal; display: inline-block`;
      span.textContent = 'Hg';
      document.body.append(span);
      const lineHeight = span.getBoundingClientRect().height;
      span.remove();
      return {
        sizeAdjust: web.width / fallbackWidth,
        ascent: web.fontBoundingBoxAscent / 100,
        descent: web.fontBoundingBoxDescent / 100,
        lineGap: Math.max(
          0,
          lineHeight / 100 - (web.fontBoundingBoxAscent + web.fontBoundingBoxDescent) / 100,
        ),
      };
    },
    { data: bytes.toString('base64'), font, sample: SAMPLE },
  );
  const pct = (x) => `${(x * 100).toFixed(2)}%`;
  const { sizeAdjust, ascent, descent, lineGap } = figures;
  console.log(`/* ${font.family} fallback: ${font.fallback.join(', ')} */`);
  console.log(`  size-adjust: ${pct(sizeAdjust)};`);
  console.log(`  ascent-override: ${pct(ascent / sizeAdjust)};`);
  console.log(`  descent-override: ${pct(descent / sizeAdjust)};`);
  console.log(`  line-gap-override: ${pct(lineGap / sizeAdjust)};`);
}
await browser.close();
