import { useId } from 'react';
import { bookStayPath } from '../../../../src/domain/stay/book-stay-path';
import {
  type BookStayQuery,
  bookStayQueryString,
} from '../../../../src/domain/stay/book-stay-query';
import { formatMoney } from '../../../../src/domain/format/format-money';
import { nightsBetween } from '../../../../src/domain/stay/nights-between';
import type { StaySearch } from '../../../../src/domain/stay/stay-search';
import {
  NEARBY_STAYS_TEXT as TEXT,
  nightsText,
  stayDatesText,
} from '../../../../src/domain/text/nearby-stays-text';
import { nearbyStaysOf, retryNearbyStays } from '../../../../src/stores/engine/nearby-stays';
import { Button } from '../../../../src/ui/Button';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { OptionLinks } from '../../../../src/ui/OptionLinks';
import { useStyles } from '../../../../src/ui/styles';
import { useStore } from '../../../../src/ui/use-store';
import css from './nearby-stays.css?inline';

export interface NearbyStaysProps {
  search: StaySearch;
  /** The search's promo code and filter, kept on the nearby dates' searches. */
  query: BookStayQuery;
  base: string;
}

/**
 * Nearby dates when nothing is free (issue 36 §3; its own lazy chunk, loaded only then): the
 * nearest stays of the same length before and after, each with its total, one tap to search
 * it (a link: the engine follows it in-page and focus goes to the screen's heading). A failure
 * to look is said with Try again; the search and everything typed stay as they were.
 */
export default function NearbyStays({ search, query, base }: NearbyStaysProps) {
  useStyles(css);
  const headingId = useId();
  const nearby = { search, promo: query.promo };
  const state = useStore(nearbyStaysOf(nearby));
  return (
    <section className="nearby-stays" part="nearby-stays" aria-labelledby={headingId}>
      <h2 id={headingId} className="nearby-stays__title">
        {TEXT.heading}
      </h2>
      {state.status === 'loading' ? (
        <InlineStatus tone="busy">{TEXT.loading}</InlineStatus>
      ) : state.status === 'failed' ? (
        <div role="alert" part="error" className="ik-error nearby-stays__failed">
          <p>
            {TEXT.failed} {state.message}
          </p>
          <Button onClick={() => retryNearbyStays(nearby)}>{TEXT.retry}</Button>
        </div>
      ) : state.stays.length === 0 ? (
        <p>{TEXT.none}</p>
      ) : (
        <>
          <p className="nearby-stays__intro">{TEXT.intro}</p>
          <OptionLinks
            label={TEXT.heading}
            options={state.stays.map((stay) => ({
              key: stay.side,
              href: `${base}${bookStayPath({ ...search, arrival: stay.start })}${bookStayQueryString(query)}`,
              action: 'Search',
              eyebrow: TEXT.side[stay.side],
              title: stayDatesText(stay),
              note: nightsText(nightsBetween(stay.start, stay.end)),
              value: formatMoney(stay.total),
            }))}
          />
        </>
      )}
    </section>
  );
}
