import { bodyLimit } from 'hono/body-limit';

/** Request bodies larger than this are refused with 413 before anything reads them. */
export const MAX_BODY_BYTES = 256 * 1024;
/** The hosted payment page's form (holder, number, expiry, cvc) never needs more. */
export const MAX_PAYMENT_FORM_BYTES = 16 * 1024;

/**
 * Refuses a body over `maxSize` with 413: at once when its Content-Length says so, else as
 * soon as the bytes read pass the limit (a chunked body is not read to its end).
 */
export function limitBodySizeTo(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: (c) => c.json({ message: 'The request body is too large.' }, 413),
  });
}

export const limitBodySize = limitBodySizeTo(MAX_BODY_BYTES);
