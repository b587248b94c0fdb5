import { useId } from 'react';
import { accessibilityFacts } from '../../../../src/domain/accessibility-facts';
import { accessibilityFeatures } from '../../../../src/domain/accessibility-features';
import type { RoomAccessibility } from '../../../../src/domain/room-accessibility';
import { FactList } from '../../../../src/ui/FactList';

/** A room card's accessibility features in words ("Step-free route", "Door 90 cm wide"); none: nothing. */
export function RoomAccessibilityList({ accessibility }: { accessibility: RoomAccessibility }) {
  const features = accessibilityFeatures(accessibility);
  if (!features.length) return null;
  return (
    <div className="room-access" part="room-accessibility">
      <h3 className="room-access__title">Accessibility</h3>
      <ul className="room-access__list">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </div>
  );
}

/** The room drawer's accessibility: every feature said yes or no, and the door's width. */
export function RoomAccessibilityFacts({ accessibility }: { accessibility: RoomAccessibility }) {
  const id = useId();
  return (
    <section className="room-access-facts" aria-labelledby={id}>
      <h3 id={id}>Accessibility</h3>
      <FactList facts={accessibilityFacts(accessibility)} part="room-accessibility-facts" />
    </section>
  );
}
