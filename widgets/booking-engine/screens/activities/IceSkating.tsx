import type { ScreenProps } from '../../screen-props';
import { ClassScreen } from './ClassScreen';

const PROMPT = 'Please select a date. If no date is showing, we are fully booked.';

/**
 * /activities/ice-skating and /activities/ice-skating/schools (booking-engine.md §2, §5, §9):
 * the season's sessions from its first day; each session's tickets in a drawer, peak or off
 * peak by the day. The schools route lists school sessions only.
 */
export default function IceSkating(props: ScreenProps) {
  const schools = props.route.name === 'ice-skating-schools';
  return (
    <ClassScreen
      {...props}
      screen={schools ? 'ice-skating-schools' : 'ice-skating'}
      kind="tickets"
      backPath={schools ? '/activities/ice-skating' : ''}
      prompt={PROMPT}
    />
  );
}
