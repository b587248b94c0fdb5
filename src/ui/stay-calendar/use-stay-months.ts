import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { addMonths } from '../../domain/calendar/add-months';
import type { MonthPrices, StayPriceQuery } from '../../domain/calendar/stay-day';
import { loadStayMonths, retryStayMonth, stayMonth } from '../../stores/stay-prices';

/** Months loaded beyond those shown, so turning the page finds its prices ready. */
export const MONTHS_AHEAD = 2;

/**
 * The prices of every month shown so far, from the page's shared month cache (one request per
 * month however many calendars the page has): `show(months)` loads the months on screen and
 * the next `MONTHS_AHEAD` (never past `lastMonth`); the view re-renders as each arrives.
 * A month that failed where the guest did not see it (loaded ahead, or by an earlier calendar)
 * is asked for again as it comes on screen, instead of greeting them with an old failure.
 */
export function useStayMonths(query: StayPriceQuery, lastMonth: string) {
  const [wanted, setWanted] = useState<readonly string[]>([]);
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const shown = useRef<readonly string[]>([]);
  const { venue, promo } = query;
  const stable = useMemo(() => ({ venue, promo }), [venue, promo]);
  const atoms = useMemo(
    () => wanted.map((m) => [m, stayMonth(stable, m)] as const),
    [wanted, stable],
  );

  useEffect(() => {
    const stops = atoms.map(([, atom]) => atom.listen(changed));
    changed();
    return () => stops.forEach((stop) => stop());
  }, [atoms]);

  useEffect(() => {
    if (wanted.length) loadStayMonths(stable, wanted);
  }, [wanted, stable]);

  const months: Record<string, MonthPrices> = {};
  for (const [month, atom] of atoms) months[month] = atom.get();

  return {
    months,
    show: (visible: readonly string[]) => {
      // retryStayMonth asks again only for a month that failed.
      for (const month of visible)
        if (!shown.current.includes(month)) retryStayMonth(stable, month);
      shown.current = visible;
      const ahead = Array.from({ length: MONTHS_AHEAD }, (_, i) =>
        addMonths(visible[visible.length - 1]!, i + 1),
      );
      const next = [...visible, ...ahead].filter((m) => m <= lastMonth);
      setWanted((old) => {
        const all = [...new Set([...old, ...next])].sort();
        return all.length === old.length ? old : all;
      });
    },
    retry: (month: string) => retryStayMonth(stable, month),
  };
}
