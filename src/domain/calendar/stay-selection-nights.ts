import { addDays } from './calendar-day';
import type { SelectionContext, StaySelection } from './stay-selection';

/**
 * The range after the nights stepper changed: with a start, the end moves to `nights` later
 * (package mode takes the start's offer); without one, nothing is chosen yet and nothing
 * changes. A range set by hand is no longer a rate's minimum stay.
 */
export function withStayNights(
  selection: StaySelection,
  nights: number,
  ctx: Pick<SelectionContext, 'dayOf' | 'packageMode'>,
): StaySelection {
  if (selection.start === null) return selection;
  const offer = ctx.packageMode ? (ctx.dayOf(selection.start)?.offer ?? null) : null;
  return {
    start: selection.start,
    end: addDays(selection.start, nights),
    minimumNights: false,
    offer,
  };
}
