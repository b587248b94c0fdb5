/**
 * The guest account every fresh sandbox database starts with (sandbox/db/seed-guest.ts).
 * Browser tests live beside widgets, which may not import the sandbox, so it is repeated here.
 */
export const SEEDED_GUEST = {
  email: 'guest@innkit.test',
  password: 'Lakeside2026!',
  firstName: 'Ada',
} as const;
