import { addMonths } from './add-months';
import { moveGridFocus } from './move-grid-focus';

/** What a date grid shows: its first month, how many months, and the months it may show. */
export interface DateGridView {
  /** The first month on screen, `YYYY-MM`. */
  readonly first: string;
  /** Months side by side (1 or 2). */
  readonly shown: number;
  /** The earliest and latest months the grid may show, `YYYY-MM`. */
  readonly firstMonth: string;
  readonly lastMonth: string;
}

/** The first month on screen for a wanted one, kept so that every month shown is allowed. */
export function clampFirstMonth(view: Omit<DateGridView, 'first'>, wanted: string): string {
  const lastFirst = addMonths(view.lastMonth, -(view.shown - 1));
  if (wanted > lastFirst) return lastFirst < view.firstMonth ? view.firstMonth : lastFirst;
  return wanted < view.firstMonth ? view.firstMonth : wanted;
}

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * The WAI-ARIA date grid's keyboard model: where a key pressed on `from` takes focus (arrows by
 * a day or a week, Home/End within the week, Page Up/Down by a month, with Shift by a year),
 * held within the allowed months, and the first month to show so that the day is on screen
 * (the months turn only when focus leaves them). Null for a key the grid does not handle.
 */
export function dateGridKey(
  view: DateGridView,
  from: string,
  key: string,
  shiftKey = false,
): { readonly focus: string; readonly first: string } | null {
  let focus = moveGridFocus(from, key, shiftKey);
  if (focus === null) return null;
  if (focus < `${view.firstMonth}-01`) focus = `${view.firstMonth}-01`;
  if (focus > lastDayOf(view.lastMonth)) focus = lastDayOf(view.lastMonth);
  const month = focus.slice(0, 7);
  const lastShown = addMonths(view.first, view.shown - 1);
  let first = view.first;
  if (month < view.first) first = clampFirstMonth(view, month);
  if (month > lastShown) first = clampFirstMonth(view, addMonths(month, -(view.shown - 1)));
  return { focus, first };
}
