import { formatDate, formatTime } from '../../../../src/domain/format/format-date';
import type { SpaClass } from '../../../../src/schemas/activities';

/** "Fellside sauna, 5 December, 2026 at 10:00": a session named for buttons and drawers. */
export const sessionName = (session: SpaClass) =>
  `${session.ItemName}, ${formatDate(session.StartTime)} at ${formatTime(session.StartTime)}`;
