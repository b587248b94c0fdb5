import type { ActivityRefusal } from '../db/activity-hold-caps';
import type { ActivityCaps } from '../db/settings-repo';

/** What the kind is called in a refusal: "treatments" or "places". */
export type ActivityKind = 'treatments' | 'places';

/**
 * What a guest reads when a treatment or a place is refused by one of the visitor's caps
 * (issue 34 items 2 and 3): what happened and what to do next. `full` is the caller's own
 * words (the time or the session has gone).
 */
export function activityRefusalText(
  refused: Exclude<ActivityRefusal, 'full'>,
  caps: ActivityCaps,
  kind: ActivityKind,
): string {
  const call = kind === 'treatments' ? 'call the spa' : 'call the hotel';
  if (refused === 'cart-cap') {
    return `You can hold up to ${caps.perCart} ${kind} at a time. Please complete this booking before adding more, or ${call} to book for a larger group.`;
  }
  if (refused === 'customer-cap') {
    return `Your account already holds ${caps.perCustomer} ${kind}, in this cart or another one (on another device or tab). Please complete or remove those bookings before adding more, or ${call} to book for a larger group.`;
  }
  return `A great many ${kind} are being held from your network just now (shared Wi-Fi, as at a hotel or an office, counts as one). Please try again in a few minutes, or ${call} and we will book for you.`;
}
