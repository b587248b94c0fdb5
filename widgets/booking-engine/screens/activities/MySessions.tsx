import { formatDate, formatTime } from '../../../../src/domain/format/format-date';
import type { WebFolioItem } from '../../../../src/schemas/cart';
import { $busy, $failures, itemKey } from '../../../../src/stores/engine/index';
import { $mySessions, removeActivity } from '../../../../src/stores/engine/activities';
import { Button } from '../../../../src/ui/Button';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { LinkButton } from '../../../../src/ui/LinkButton';
import { Price } from '../../../../src/ui/Price';
import { useStore } from '../../../../src/ui/use-store';
import { useEngine } from '../../engine-context';

const when = (item: WebFolioItem) =>
  item.StartDate
    ? `${formatDate(item.StartDate)}${item.StartDate.length > 10 ? ` at ${formatTime(item.StartDate.slice(11))}` : ''}`
    : '';

/**
 * The "My sessions" (or "My services") panel of an activity screen (booking-engine.md §2):
 * the cart's activity lines, each with Remove, and "Book now" to the cart; "No session added."
 * while there are none.
 */
export function MySessions({ title }: { title: string }) {
  const items = useStore($mySessions);
  const busy = useStore($busy);
  const failures = useStore($failures);
  const { base } = useEngine();
  return (
    <aside part="my-sessions" className="my-sessions" aria-labelledby="my-sessions-title">
      <h2 id="my-sessions-title" className="my-sessions__title">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="my-sessions__none">No session added.</p>
      ) : (
        <>
          <ul className="my-sessions__list">
            {items.map((item) => {
              const key = itemKey(item);
              const name = item.Details || 'Session';
              return (
                <li key={item.FolioItemId} part="my-session" className="my-session">
                  <p className="my-session__name">{name}</p>
                  <p className="my-session__when">{when(item)}</p>
                  <Price amount={item.Amount} />
                  <Button
                    variant="link"
                    part="remove"
                    busy={Boolean(busy[key])}
                    busyLabel="Removing…"
                    onClick={() => void removeActivity(item)}
                  >
                    Remove<span className="ik-visually-hidden">: {`${name}, ${when(item)}`}</span>
                  </Button>
                  {failures[key] ? (
                    <InlineStatus tone="error" part="error">
                      {failures[key]}
                    </InlineStatus>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <LinkButton href={`${base}/cart`} variant="primary" part="book-now">
            Book now
          </LinkButton>
        </>
      )}
    </aside>
  );
}
