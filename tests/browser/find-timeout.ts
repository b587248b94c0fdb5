// Imported first by every browser-test bundle (scripts/build-browser-tests.mjs), after
// readable-failures.ts. Testing Library's `findBy…` queries (and shadow-dom-testing-library's
// `findByShadow…`) wait 1 s by default: a timing assumption. A wrong-password login, which the
// sandbox hashes at the real cost, took longer than that on a busy machine (2026-11-28). They
// wait up to 10 s here, as `until` bounds only a state that never comes.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
