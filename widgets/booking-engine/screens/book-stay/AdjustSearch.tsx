import { useId, useState } from 'react';
import { isIsoDay } from '../../../../src/domain/calendar/calendar-day';
import { bookStayPath } from '../../../../src/domain/stay/book-stay-path';
import type { StaySearch } from '../../../../src/domain/stay/stay-search';
import {
  type BookStayQuery,
  bookStayQueryString,
} from '../../../../src/domain/stay/book-stay-query';
import { BOOK_STAY_STEPPERS } from '../../../../src/domain/stay/stay-steppers';
import { GuestSteppers, type StayCounts } from '../../../../src/ui/stay-calendar/GuestSteppers';
import { Button } from '../../../../src/ui/Button';
import { AccessibleRoomsCheckbox } from './AccessibleRoomsCheckbox';

export interface AdjustSearchProps {
  search: StaySearch;
  /** The promo code (kept) and the "Accessible rooms" filter of the search shown. */
  query: BookStayQuery;
  today: string;
  onSearch: (path: string) => void;
  /** Its own "Adjust your search" heading: not in the sheet, whose title says it. */
  heading?: boolean;
}

/**
 * The adjust-search sidebar: arrival, nights 1–28, adults 1–8, children 0–4, babies 0–4, and
 * "Accessible rooms" (`?accessible=1`). The search changes on "Search", never as a box is ticked.
 */
export function AdjustSearch({
  search,
  query,
  today,
  onSearch,
  heading = true,
}: AdjustSearchProps) {
  const id = useId();
  const [arrival, setArrival] = useState(search.arrival);
  const [counts, setCounts] = useState<StayCounts>({
    nights: search.nights,
    adults: search.adults,
    children: search.children,
    infants: search.infants,
  });
  const [accessible, setAccessible] = useState(query.accessible);
  const valid = isIsoDay(arrival) && arrival >= today;
  return (
    <form
      part="adjust-search"
      className="adjust-search"
      aria-label="Adjust your search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        const path = bookStayPath({ arrival, ...counts, location: search.location });
        onSearch(`${path}${bookStayQueryString({ promo: query.promo, accessible })}`);
      }}
    >
      {heading ? <h2>Adjust your search</h2> : null}
      <label htmlFor={`${id}-arrival`}>Arrival</label>
      <input
        id={`${id}-arrival`}
        type="date"
        min={today}
        value={arrival}
        aria-invalid={!valid || undefined}
        aria-describedby={valid ? undefined : `${id}-arrival-error`}
        onChange={(event) => setArrival(event.currentTarget.value)}
      />
      {valid ? null : (
        <p id={`${id}-arrival-error`} className="ik-field-error">
          Choose an arrival date from today on.
        </p>
      )}
      <GuestSteppers
        counts={counts}
        steppers={BOOK_STAY_STEPPERS}
        onChange={(field, value) => setCounts((now) => ({ ...now, [field]: value }))}
      />
      <AccessibleRoomsCheckbox checked={accessible} onChange={setAccessible} />
      <Button type="submit">Search</Button>
    </form>
  );
}
