import { useId, useRef } from 'react';
import { formatDate, formatMonth } from '../../../../src/domain/format/format-date';
import { spaGridDay } from '../../../../src/domain/spa/spa-grid-day';
import { DateGrid } from '../../../../src/ui/date-grid/DateGrid';
import { MonthNav } from '../../../../src/ui/date-grid/MonthNav';
import { useDateGrid } from '../../../../src/ui/date-grid/use-date-grid';
import fieldCss from '../../../../src/ui/form/field.css?inline';
import { useStyles } from '../../../../src/ui/styles';

/**
 * The spa service drawer's day (booking-engine.md §2, §9): one month of the kit's date grid
 * from today's month to the last spa day's, a group named "Date" with the window in words.
 * Days before today or after the last spa day are disabled, each with its reason in its name;
 * the chosen day is selected; the WAI-ARIA date grid's keys move focus (useDateGrid).
 */
export function SpaDays(props: {
  day: string;
  today: string;
  lastDate: string;
  price: number;
  onChoose: (day: string) => void;
}) {
  useStyles(fieldCss);
  const { day, today, lastDate, price } = props;
  const root = useRef<HTMLFieldSetElement>(null);
  const grid = useDateGrid({
    today,
    lastMonth: lastDate.slice(0, 7),
    shown: 1,
    preferred: day,
    root,
  });
  const month = grid.visible[0]!;
  const titleId = useId();
  const hintId = useId();
  return (
    <fieldset
      ref={root}
      className="ik-field ik-group spa-days"
      part="field spa-days"
      aria-describedby={hintId}
    >
      <legend>Date</legend>
      <p id={hintId} className="ik-hint" part="field-hint">
        From today up to {formatDate(lastDate)}.
      </p>
      <MonthNav
        keys={grid}
        title={formatMonth(month)}
        titleId={titleId}
        level={3}
        titleClassName="spa-days__title"
      />
      <DateGrid
        month={month}
        labelledBy={titleId}
        busy={false}
        className="spa-days__grid"
        dayClassName="spa-day date-grid__day--plain"
        keys={grid}
        onChoose={props.onChoose}
        renderDay={(date) => {
          const chosen = date === day;
          const { label, reason } = spaGridDay({ day: date, today, lastDate, price, chosen });
          return {
            label,
            selected: chosen ? 'chosen' : null,
            disabled: reason !== null,
            marker: '',
            reason: reason ?? undefined,
          };
        }}
      />
    </fieldset>
  );
}
