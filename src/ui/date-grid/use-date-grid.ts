import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { addMonths } from '../../domain/calendar/add-months';
import { clampFirstMonth, dateGridKey } from '../../domain/calendar/date-grid-key';

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

/**
 * The months shown and the focused day of the date grid (WAI-ARIA date picker pattern, the
 * keyboard model of src/domain/calendar/date-grid-key.ts): arrow keys, Home/End and Page Up/Down move
 * focus, turning the months when focus leaves them, within today's month and `lastMonth`;
 * exactly one day is in the tab order.
 *
 * Each key moves one step from the day the previous key aimed at, kept in refs updated as the
 * key is handled: keys pressed faster than the grid re-renders (a held arrow key) still land
 * on the button that had focus before, and must not each start again from that button's day.
 */
export function useDateGrid(options: {
  today: string;
  lastMonth: string;
  shown: number;
  preferred: string | null;
  root: RefObject<HTMLElement | null>;
}): DateGridWindow {
  const { today, lastMonth, shown, preferred, root } = options;
  const bounds = { shown, firstMonth: today.slice(0, 7), lastMonth };
  const [wanted, setFirst] = useState(() =>
    clampFirstMonth(bounds, (preferred ?? today).slice(0, 7)),
  );
  const [focusDate, setFocusDate] = useState<string | null>(null);
  // The day the last key aimed at until it has focus, and the months that key left on screen.
  const pending = useRef<{ focus: string; first: string } | null>(null);
  const first = clampFirstMonth(bounds, wanted);
  const visible = Array.from({ length: shown }, (_, i) => addMonths(first, i));
  const lastVisible = visible[visible.length - 1]!;
  const inView = (d: string | null): d is string =>
    d !== null && d.slice(0, 7) >= first && d.slice(0, 7) <= lastVisible;
  const todayOrFirst = inView(today) ? today : `${first}-01`;
  const tabbable = inView(focusDate) ? focusDate : inView(preferred) ? preferred : todayOrFirst;

  // After a key moved focus (and perhaps turned the months), focus the day once it is shown,
  // before the next key can arrive (a layout effect).
  useLayoutEffect(() => {
    const target = pending.current?.focus;
    const button =
      target && root.current?.querySelector<HTMLElement>(`button[data-date="${target}"]`);
    if (!button) return;
    pending.current = null;
    button.focus();
  });

  const onKey = (date: string, event: KeyboardEvent<HTMLButtonElement>) => {
    const from = pending.current ?? { focus: date, first };
    const next = dateGridKey(
      { ...bounds, first: from.first },
      from.focus,
      event.key,
      event.shiftKey,
    );
    if (next === null) return;
    event.preventDefault();
    pending.current = next;
    setFirst(next.first);
    setFocusDate(next.focus);
  };

  return {
    visible,
    tabbable,
    canGoBack: first > bounds.firstMonth,
    canGoForward: first < clampFirstMonth(bounds, lastMonth),
    go: (months) => setFirst(clampFirstMonth(bounds, addMonths(first, months))),
    onKey,
    onFocusDay: (date) => {
      // A day focused by the guest (a click, Tab) is where the next key starts.
      if (pending.current?.focus !== date) pending.current = null;
      setFocusDate(date);
    },
  };
}
