// Debian's Chromium (or CHROME_PATH) and the flags this machine needs: no sandbox as root,
// nothing that reaches for the network on its own, and no throttling of pages the runner
// opened but is not showing (a hidden test page's timers and frames must run at full speed).
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  // IK_DEBUG_PORT: a DevTools port, to look inside a test page that seems stuck.
  ...(process.env.IK_DEBUG_PORT ? [`--remote-debugging-port=${process.env.IK_DEBUG_PORT}`] : []),
];
