import { useId, useState } from 'react';
import { isIsoDay } from '../../../../src/domain/calendar-day';
import {
  BOOK_STAY_LIMITS as L,
  type BookStaySearch,
  bookStayPath,
} from '../../../../src/domain/book-stay-search';
import { Stepper } from '../../../../src/ui/stay-calendar/Stepper';

export interface AdjustSearchProps {
  search: BookStaySearch;
  today: string;
  onSearch: (path: string) => void;
}

/** The adjust-search sidebar: arrival, nights 1–28, adults 1–8, children 0–4, babies 0–4. */
export function AdjustSearch({ search, today, onSearch }: AdjustSearchProps) {
  const id = useId();
  const [arrival, setArrival] = useState(search.arrival);
  const [nights, setNights] = useState(search.nights);
  const [adults, setAdults] = useState(search.adults);
  const [children, setChildren] = useState(search.children);
  const [youth, setYouth] = useState(search.youth);
  const valid = isIsoDay(arrival) && arrival >= today;
  return (
    <form
      part="adjust-search"
      className="adjust-search"
      aria-label="Adjust your search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        const next = { arrival, nights, adults, children, youth, location: search.location };
        onSearch(bookStayPath(next));
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
      <Stepper
        label="Nights"
        one="night"
        value={nights}
        min={L.nights[0]}
        max={L.nights[1]}
        onChange={setNights}
      />
      <Stepper
        label="Adults"
        one="adult"
        value={adults}
        min={L.adults[0]}
        max={L.adults[1]}
        onChange={setAdults}
      />
      <Stepper
        label="Children"
        note="3 to 12"
        one="child"
        value={children}
        min={L.children[0]}
        max={L.children[1]}
        onChange={setChildren}
      />
      <Stepper
        label="Babies"
        note="2 and under"
        one="baby"
        value={youth}
        min={L.youth[0]}
        max={L.youth[1]}
        onChange={setYouth}
      />
      <button type="submit" className="ik-button">
        Search
      </button>
    </form>
  );
}
