/**
 * The page's shared runtime: everything that holds state every island must share (stores,
 * config, clock, the HTTP client and its logging). Built once into `dist/rt/runtime.js`;
 * every widget build, React or preact/compat, imports these modules from there instead of
 * bundling its own copy (scripts/rollup/runtime-external.mjs), so all islands of a page see
 * one session and one cart. Pure code (schemas, domain rules, formatting) is bundled where used.
 */
export * from './stores/index';
export * from './core/config';
export * from './core/clock';
export * from './core/cookies';
export * from './api/http';
export * from './api/log-api';
export * from './api/errors';
