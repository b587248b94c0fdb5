/**
 * The tags loaded at once by default (their strategy in tags.ts is `eager`): all the loader
 * itself needs to know, so that a page holding only these never fetches the strategies.
 */
export const EAGER_TAGS: readonly string[] = [
  'ik-header',
  'ik-session-notice',
  'ik-booking-engine',
];
