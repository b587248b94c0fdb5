import { bodyLimit } from 'hono/body-limit';

/** Request bodies larger than this are refused with 413 before anything reads them. */
export const MAX_BODY_BYTES = 256 * 1024;

export const limitBodySize = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ message: 'The request body is too large.' }, 413),
});
