import type { StayStepperField } from './stay-steppers';
import type { Venue } from '../calendar/stay-day';

/** The steppers' counts: nights, adults, children and infants (babies, 2 and under). */
export type StayCounts = Readonly<Record<StayStepperField, number>>;

/**
 * A stay search: one shape from the calendar's "Check availability" to the rates store.
 * Babies are `infants` throughout; only the PMS request calls them `Youth`
 * (src/stores/engine/stay-request.ts).
 */
export interface StaySearch extends StayCounts {
  readonly venue: Venue;
  /** `YYYY-MM-DD`. */
  readonly arrival: string;
  /** `YYYY-MM-DD`, `nights` after the arrival. */
  readonly departure: string;
  /** The booking engine's location segment ('' for none). */
  readonly location: string;
}
