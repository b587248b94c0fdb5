import type { WebFolioItem } from '../../schemas/cart';
import { formatDate, formatTime } from '../format/format-date';

/**
 * When a cart line is: a room's arrival to departure ("12 March, 2026 to 16 March, 2026"),
 * anything else its day and, when it has one, its time ("12 March, 2026 at 14:30").
 */
export function cartItemWhen(item: WebFolioItem): string | null {
  if (!item.StartDate) return null;
  const start = formatDate(item.StartDate);
  if (item.Category === 'Hotel' && item.FinishDate) {
    return `${start} to ${formatDate(item.FinishDate)}`;
  }
  const time = item.StartDate.length > 10 ? ` at ${formatTime(item.StartDate.slice(11))}` : '';
  return `${start}${time}`;
}
