/**
 * `/rs/login`'s ErrorId for the right password of an account whose address is not confirmed
 * yet (our own: §7 has no email confirmation). Only someone with the password sees it.
 */
export const UNCONFIRMED_ERROR_ID = 1011;
