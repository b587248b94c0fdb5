/**
 * Where the engine goes once an emailed confirmation link is opened: the `redirect` of the
 * registration (Checkout, say), kept in this browser's localStorage under this key (the link
 * itself carries only the address and token). A link opened in another browser finds none.
 */
export const CONFIRM_REDIRECT_KEY = 'ik-confirm-redirect';

/** Remembers the redirect for `email` (none: forgets any earlier one). */
export function rememberConfirmRedirect(email: string, redirect: string | undefined): void {
  try {
    if (redirect) {
      localStorage.setItem(CONFIRM_REDIRECT_KEY, JSON.stringify({ email, redirect }));
    } else {
      localStorage.removeItem(CONFIRM_REDIRECT_KEY);
    }
  } catch {
    // storage blocked: the confirmed guest goes to their bookings instead
  }
}

/** The redirect remembered for `email`, taken (it serves once). */
export function takeConfirmRedirect(email: string): string | undefined {
  try {
    const raw = localStorage.getItem(CONFIRM_REDIRECT_KEY);
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as { email?: unknown; redirect?: unknown };
    if (typeof kept.email !== 'string' || kept.email.toLowerCase() !== email.toLowerCase()) {
      return undefined;
    }
    localStorage.removeItem(CONFIRM_REDIRECT_KEY);
    return typeof kept.redirect === 'string' ? kept.redirect : undefined;
  } catch {
    return undefined;
  }
}
