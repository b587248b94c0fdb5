export interface ResetLink {
  reset: string;
  email: string;
}

/** The reset token and email of a reset address's query; null when either is missing. */
export function readResetLink(search: string): ResetLink | null {
  const query = new URLSearchParams(search);
  const reset = query.get('reset')?.trim() ?? '';
  const email = query.get('email')?.trim() ?? '';
  return reset && email ? { reset, email } : null;
}
