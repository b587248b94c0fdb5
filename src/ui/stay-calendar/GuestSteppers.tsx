import type { StayCounts } from '../../domain/stay/stay-search';
import {
  STAY_STEPPERS,
  type StayStepper,
  type StayStepperField,
} from '../../domain/stay/stay-steppers';
import { useStyles } from '../styles';
import css from './stay-calendar.css?inline';
import { Stepper } from './Stepper';

export type { StayCounts };

/**
 * The nights and guest steppers with their limits and age notes (public-site.md §5, §9); Book
 * your Stay's sidebar passes its own list (babies 0 to 4, booking-engine.md §5).
 */
export function GuestSteppers(props: {
  counts: StayCounts;
  onChange: (field: StayStepperField, value: number) => void;
  steppers?: readonly StayStepper[];
}) {
  // The calendar's sheet: Book your Stay's sidebar shows the steppers without the calendar.
  useStyles(css);
  return (
    <div part="steppers" className="steppers">
      {(props.steppers ?? STAY_STEPPERS).map((s) => (
        <Stepper
          key={s.field}
          label={s.label}
          note={s.note}
          one={s.one}
          min={s.min}
          max={s.max}
          value={props.counts[s.field]}
          onChange={(value) => props.onChange(s.field, value)}
        />
      ))}
    </div>
  );
}
