// Imported first by every browser-test bundle (scripts/build-browser-tests.mjs), after
// readable-failures.ts. Testing Library's `findBy…` queries (and shadow-dom-testing-library's
// `findByShadow…`) wait 1 s by default: a timing assumption. A wrong-password login, which the
// sandbox hashes at the real cost, took longer than that on a busy machine (2026-11-28), and a
// card payment's frame took longer than `until`'s former 4 s in a full CI-like run. Every wait
// of the browser tests (these queries and `until` in helpers.ts) is bounded by this one figure,
// which bounds only a state that never comes: the state decides when a wait returns.
import { configure } from '@testing-library/dom';

/** How long a browser test waits for a state before it fails (mocha's limit is 30 s a test). */
export const STATE_WAIT_MS = 15_000;

configure({ asyncUtilTimeout: STATE_WAIT_MS });
