import { activitySettings } from '../../../../src/core/activity-settings';
import type { ScreenProps } from '../../screen-props';
import { ClassScreen } from './ClassScreen';

/**
 * /activities/fellside-sauna (booking-engine.md §2): the sauna's sessions (wild swimming's
 * item hidden); one place left is Add, more opens the places drawer.
 */
export default function FellsideSauna(props: ScreenProps) {
  const age = activitySettings().saunaMinimumAge;
  return (
    <ClassScreen
      {...props}
      screen="fellside-sauna"
      kind="sauna"
      backPath="/activities"
      intro={<p>The sauna is open to all. Please add one place per person. Minimum age {age}.</p>}
    />
  );
}
