// Imported first by the Preact browser-test bundles when they are built with IK_SLOW_PAINT=1
// (scripts/build-browser-tests.mjs): every effect runs 40 ms after its render instead of at the
// next frame, as on a slow phone or a busy CI machine. A test that reads what an effect does
// (a callback, a fetch, focus) without waiting for it then fails every time, not once a week.
import { options } from 'preact';

options.requestAnimationFrame = (callback) => {
  setTimeout(callback, 40);
};
