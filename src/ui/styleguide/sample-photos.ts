/** Pictures for the kit's examples, inline so that they load wherever the examples run. */
const svg = (sky: string, land: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="${sky}"/><circle cx="460" cy="110" r="46" fill="#f6e7b0"/><path d="M0 300 170 180 300 280 420 210 600 320V400H0z" fill="${land}"/></svg>`,
  )}`;

export const SAMPLE_PHOTO = svg('#b9d3de', '#4f6f5d');
export const SAMPLE_PHOTO_WIDE = svg('#c9dbe3', '#5d7a68');
/** An image address that fails to load (the placeholder shows instead). */
export const BROKEN_PHOTO = 'data:image/png;base64,broken';
