import { useId } from 'react';
import { accessibilityFacts } from '../../../../src/domain/rooms/accessibility-facts';
import { accessibilityFeatures } from '../../../../src/domain/rooms/accessibility-features';
import type { RoomAccessibility } from '../../../../src/domain/rooms/room-accessibility';
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

/**
 * The room drawer's accessibility: the features the room has and its door's width, then what
 * it lacks in one sentence (issue 38 §10: not a row of "No" per feature).
 */
export function RoomAccessibilityFacts({ accessibility }: { accessibility: RoomAccessibility }) {
  const id = useId();
  const { has, lacks } = accessibilityFacts(accessibility);
  return (
    <section className="room-access-facts" aria-labelledby={id}>
      <h3 id={id}>Accessibility</h3>
      <FactList facts={has} part="room-accessibility-facts" />
      {lacks ? (
        <p className="room-access-facts__lacks" part="room-accessibility-lacks">
          {lacks}
        </p>
      ) : null}
    </section>
  );
}
