import { Stepper as CountStepper, type StepperProps } from './stay-calendar/Stepper';
import css from './stepper.css?inline';
import { useStyles } from './styles';

export type { StepperProps };

/**
 * A − value + stepper for a count (adults, children, rooms): a labelled group whose buttons
 * say what they do ("Add an adult"), the value announced politely, the buttons disabled at
 * the limits. The markup is the calendar's own stepper (one component); the kit brings its
 * stylesheet for any element that uses it.
 *
 * Parts: `stepper`. Tokens: see `stepper` in src/ui/parts.ts.
 */
export function Stepper(props: StepperProps) {
  useStyles(css);
  return <CountStepper {...props} />;
}
