import type { ErrorHandler } from 'hono';

/** Logs an unexpected failure and answers 500 without details. */
export const serverError: ErrorHandler = (error, c) => {
  console.error(`[sandbox] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message: 'Server error.' }, 500);
};
