export interface PayAction {
  /** "Pay Now", or "Complete booking" when nothing is due (booking-engine.md §4). */
  label: 'Pay Now' | 'Complete booking';
  /** The booking route to open: checkout, or login-register with `?redirect=checkout`. */
  path: string;
}

/** Where the cart's pay button goes and what it says. Paths are relative to the base. */
export function payAction(balance: number, loggedIn: boolean): PayAction {
  const label = Math.round(balance * 100) === 0 ? 'Complete booking' : 'Pay Now';
  return { label, path: loggedIn ? '/checkout' : '/login-register?redirect=checkout' };
}
