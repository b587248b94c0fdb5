import type { ActivityConfig } from '../../../../src/domain/activities/activity-config';
import type { SpaClass } from '../../../../src/schemas/activities';

/**
 * How a screen's sessions are added (booking-engine.md §2): `add` one place (wild swimming,
 * events); `sauna`: Add with exactly one place left, else More (the places drawer); `tickets`:
 * the variants drawer (ice skating); `event`: a stepper and "Add to cart", or the variants
 * drawer when the event has variants (special events).
 */
export type AddKind = 'add' | 'sauna' | 'tickets' | 'event';

/** What a session's actions are given (SessionActions, and the special events' EventActions). */
export interface SessionActionsProps {
  session: SpaClass;
  kind: AddKind;
  config: ActivityConfig;
  onAdd: (session: SpaClass) => void;
  onOpen: (session: SpaClass, mode: 'places' | 'variants') => void;
}
