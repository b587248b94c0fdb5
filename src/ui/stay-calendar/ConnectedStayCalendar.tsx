import type { StayPriceQuery } from '../../domain/calendar/stay-day';
import { StayCalendar, type StayCalendarProps } from './StayCalendar';
import { useStayMonths } from './use-stay-months';

export type ConnectedStayCalendarProps = Omit<
  StayCalendarProps,
  'months' | 'onShowMonths' | 'onRetry'
> & { query: StayPriceQuery };

/** The stay calendar fed by the page's shared month price cache (src/stores). */
export function ConnectedStayCalendar({ query, ...props }: ConnectedStayCalendarProps) {
  const prices = useStayMonths(query, props.lastMonth);
  return (
    <StayCalendar
      {...props}
      months={prices.months}
      onShowMonths={prices.show}
      onRetry={prices.retry}
    />
  );
}
