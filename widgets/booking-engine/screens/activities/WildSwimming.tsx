import type { ScreenProps } from '../../screen-props';
import { ClassScreen } from './ClassScreen';

/**
 * /activities/wild-swimming (booking-engine.md §2, §9): only the wild swimming item, bookable
 * up to its configured last date (the later-bookings words follow that date).
 */
export default function WildSwimming(props: ScreenProps) {
  return (
    <ClassScreen
      {...props}
      screen="wild-swimming"
      kind="add"
      backPath="/activities"
      intro={<p>A guided dip in the lake with a qualified open-water coach.</p>}
    />
  );
}
