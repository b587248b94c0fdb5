import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { addMonths } from '../../domain/add-months';
import { moveGridFocus } from '../../domain/move-grid-focus';

export interface DateGridWindow {
  /** The months on screen, `YYYY-MM`. */
  visible: string[];
  /** The day in the tab order (roving tabindex). */
  tabbable: string;
  canGoBack: boolean;
  canGoForward: boolean;
  go: (months: number) => void;
  onKey: (date: string, event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocusDay: (date: string) => void;
}

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * The months shown and the focused day of the date grid (WAI-ARIA date picker pattern): arrow
 * keys, Home/End and Page Up/Down move focus, turning the months when focus leaves them,
 * within today's month and `lastMonth`; exactly one day is in the tab order.
 */
export function useDateGrid(options: {
  today: string;
  lastMonth: string;
  shown: number;
  preferred: string | null;
  root: RefObject<HTMLElement | null>;
}): DateGridWindow {
  const { today, lastMonth, shown, preferred, root } = options;
  const firstAllowed = today.slice(0, 7);
  const lastFirst = addMonths(lastMonth, -(shown - 1));
  const clampFirst = (m: string) =>
    m > lastFirst ? lastFirst : m < firstAllowed ? firstAllowed : m;
  const [wanted, setFirst] = useState(() => clampFirst((preferred ?? today).slice(0, 7)));
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const first = clampFirst(wanted);
  const visible = Array.from({ length: shown }, (_, i) => addMonths(first, i));
  const lastVisible = visible[visible.length - 1]!;
  const inView = (d: string | null): d is string =>
    d !== null && d.slice(0, 7) >= first && d.slice(0, 7) <= lastVisible;
  const todayOrFirst = inView(today) ? today : `${first}-01`;
  const tabbable = inView(focusDate) ? focusDate : inView(preferred) ? preferred : todayOrFirst;

  // After a key moved focus (and perhaps turned the months), focus the day once it is shown.
  useEffect(() => {
    const target = pendingFocus.current;
    const button =
      target && root.current?.querySelector<HTMLElement>(`button[data-date="${target}"]`);
    if (!button) return;
    pendingFocus.current = null;
    button.focus();
  });

  const onKey = (date: string, event: KeyboardEvent<HTMLButtonElement>) => {
    let target = moveGridFocus(date, event.key, event.shiftKey);
    if (target === null) return;
    event.preventDefault();
    if (target < `${firstAllowed}-01`) target = `${firstAllowed}-01`;
    if (target > lastDayOf(lastMonth)) target = lastDayOf(lastMonth);
    const month = target.slice(0, 7);
    if (month < first) setFirst(clampFirst(month));
    if (month > lastVisible) setFirst(clampFirst(addMonths(month, -(shown - 1))));
    pendingFocus.current = target;
    setFocusDate(target);
  };

  return {
    visible,
    tabbable,
    canGoBack: first > firstAllowed,
    canGoForward: first < lastFirst,
    go: (months) => setFirst(clampFirst(addMonths(first, months))),
    onKey,
    onFocusDay: setFocusDate,
  };
}
