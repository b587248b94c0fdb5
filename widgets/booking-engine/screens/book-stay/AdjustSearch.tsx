import { useId, useState } from 'react';
import { isIsoDay } from '../../../../src/domain/calendar-day';
import { type BookStaySearch, bookStayPath } from '../../../../src/domain/book-stay-search';
import { BOOK_STAY_STEPPERS } from '../../../../src/domain/stay-steppers';
import { GuestSteppers, type StayCounts } from '../../../../src/ui/stay-calendar/GuestSteppers';
import { Button } from '../../../../src/ui/Button';

export interface AdjustSearchProps {
  search: BookStaySearch;
  today: string;
  onSearch: (path: string) => void;
}

/** The adjust-search sidebar: arrival, nights 1–28, adults 1–8, children 0–4, babies 0–4. */
export function AdjustSearch({ search, today, onSearch }: AdjustSearchProps) {
  const id = useId();
  const [arrival, setArrival] = useState(search.arrival);
  const [counts, setCounts] = useState<StayCounts>({
    nights: search.nights,
    adults: search.adults,
    children: search.children,
    infants: search.youth,
  });
  const valid = isIsoDay(arrival) && arrival >= today;
  return (
    <form
      part="adjust-search"
      className="adjust-search"
      aria-label="Adjust your search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        const { infants: youth, ...rest } = counts;
        onSearch(bookStayPath({ arrival, ...rest, youth, location: search.location }));
      }}
    >
      <h2>Adjust your search</h2>
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
      <Button type="submit">Search</Button>
    </form>
  );
}
