import { alertExamples } from '../alert.examples';
import { badgeExamples } from '../badge.examples';
import { bookingBarExamples } from '../booking-bar.examples';
import { bookingCardExamples } from '../booking-card.examples';
import { buttonExamples } from '../button.examples';
import { cardExamples } from '../card.examples';
import { dateGridExamples } from '../date-grid/date-grid.examples';
import { factListExamples } from '../fact-list.examples';
import {
  asyncBlockExamples,
  emptyStateExamples,
  skeletonExamples,
  stepIndicatorExamples,
} from '../feedback.examples';
import { fieldExamples } from '../form/field.examples';
import { optionLinksExamples } from '../option-links.examples';
import { overlayExamples } from '../overlay.examples';
import { photoExamples } from '../photo.examples';
import { priceExamples } from '../price.examples';
import { roomCardExamples } from '../room-card.examples';
import { stepperExamples } from '../stepper.examples';
import { timeGridExamples } from '../time-grid.examples';
import { brandExamples } from './brand.examples';
import { ExampleSection } from './ExampleSection';

/** Every kit section, in the order a designer reads them. */
export const KIT_SECTIONS = [
  brandExamples,
  buttonExamples,
  fieldExamples,
  cardExamples,
  factListExamples,
  badgeExamples,
  photoExamples,
  priceExamples,
  roomCardExamples,
  bookingCardExamples,
  bookingBarExamples,
  stepperExamples,
  timeGridExamples,
  optionLinksExamples,
  dateGridExamples,
  alertExamples,
  skeletonExamples,
  emptyStateExamples,
  stepIndicatorExamples,
  asyncBlockExamples,
  overlayExamples,
];

/** The living style guide: every kit part in every state (EXAMPLES.md §8). */
export function Styleguide() {
  return (
    <div className="sg">
      {KIT_SECTIONS.map((section) => (
        <ExampleSection key={section.id} section={section} />
      ))}
    </div>
  );
}
