import { formatDate } from '../../domain/format/format-date';
import type { StayRange } from '../../domain/calendar/nearest-bookable-range';
import type { StayRangeProblem } from '../../domain/calendar/stay-range-problem';
import type { StaySelection } from '../../domain/calendar/stay-selection';
import { Button } from '../Button';

export interface StaySummaryProps {
  selection: StaySelection;
  nights: number;
  total: number | null;
  problem: StayRangeProblem | null;
  /** The id of the problem's text, which "Check availability" points to while disabled. */
  problemId?: string;
  nearest: StayRange | null;
  onChooseNearest: (range: StayRange) => void;
}

const nightsText = (n: number) => (n === 1 ? '1 night' : `${n} nights`);

/**
 * What is chosen, in words (a polite live region): the next step, the stay with its total,
 * "Minimum nights" when a rate set the range, and — when the range cannot be booked — why,
 * with the nearest range that can be.
 */
export function StaySummary(props: StaySummaryProps) {
  const { selection, nights, total, problem, nearest } = props;
  let text = 'Choose your arrival date.';
  if (selection.start && !selection.end) {
    text = `Arrival ${formatDate(selection.start)}. Now choose your departure date.`;
  } else if (selection.start && selection.end) {
    const price = total !== null && !problem ? `, from £${Math.floor(total)} in total` : '';
    text = `${formatDate(selection.start)} to ${formatDate(selection.end)}, ${nightsText(nights)}${price}.`;
  }
  return (
    <div part="summary" className="summary">
      <p role="status" className="summary__text">
        {text}
        {selection.minimumNights ? (
          <span part="minimum-nights" className="summary__flag">
            {' '}
            Minimum nights: this rate is booked for at least {nightsText(nights)}.
          </span>
        ) : null}
      </p>
      {problem && selection.end ? (
        <div part="problem" className="summary__problem" role="alert">
          <p id={props.problemId}>These dates cannot be booked: {problem.text}.</p>
          {nearest ? (
            <Button onClick={() => props.onChooseNearest(nearest)}>
              Choose {formatDate(nearest.start)} to {formatDate(nearest.end)} instead
            </Button>
          ) : (
            <p>Please choose other dates.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
