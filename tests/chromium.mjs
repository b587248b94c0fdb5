// Debian's Chromium (or CHROME_PATH) and the flags this machine needs: no sandbox as root,
// and nothing that reaches for the network on its own.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
