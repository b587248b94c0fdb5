/** A tab shown again after this long asks the server afresh (a logout elsewhere, say). */
export const STALE_AFTER_MS = 30_000;
