import { useEffect, useState } from 'react';
import type { ActivityConfig } from '../../../../src/domain/activities/activity-config';
import { placesLeftText } from '../../../../src/domain/activities/places-left-text';
import { sessionVariants } from '../../../../src/domain/activities/screen-view';
import { clampPlaces } from '../../../../src/domain/activities/session-action';
import { formatMoney } from '../../../../src/domain/format/format-money';
import type { SpaClass } from '../../../../src/schemas/activities';
import {
  $bulk,
  $classVariants,
  type BulkPlace,
  bookPlaces,
  loadVariants,
} from '../../../../src/stores/engine/activities';
import { AsyncBlock } from '../../../../src/ui/AsyncBlock';
import { Button } from '../../../../src/ui/Button';
import { Drawer } from '../../../../src/ui/Drawer';
import { Stepper } from '../../../../src/ui/Stepper';
import { useStore } from '../../../../src/ui/use-store';
import { BulkProgress } from './BulkProgress';
import { sessionName } from './session-words';

type Counts = Readonly<Record<string, number>>;

export interface BookDrawerProps {
  session: SpaClass | null;
  /** `places`: one stepper for the session; `variants`: a stepper per variant of its day. */
  mode: 'places' | 'variants';
  config: ActivityConfig;
  onClose: () => void;
}

/**
 * The drawer of a session (booking-engine.md §2, §4, §5): a quantity stepper from 0 to the
 * places left (or one per variant of the day, 0.00 and 999.00 hidden, peak or off peak), and
 * "Add to cart", disabled while nothing is chosen; the places are added one request apart,
 * with progress and Stop.
 */
export function BookDrawer({ session, mode, config, onClose }: BookDrawerProps) {
  // The counts belong to the session they were chosen for: another session starts at 0.
  const [chosenFor, setChosenFor] = useState<{ id: string; counts: Counts }>({
    id: '',
    counts: {},
  });
  const bulk = useStore($bulk);
  const allVariants = useStore($classVariants);
  const id = session?.SpaClassId ?? '';
  const counts = chosenFor.id === id ? chosenFor.counts : {};
  const setCounts = (update: (now: Counts) => Counts) =>
    setChosenFor((was) => ({ id, counts: update(was.id === id ? was.counts : {}) }));
  useEffect(() => {
    if (id && mode === 'variants') void loadVariants(id);
  }, [id, mode]);
  const variantState = mode === 'variants' ? allVariants[id] : undefined;
  const variants =
    session && variantState?.status === 'loaded'
      ? sessionVariants(session.StartTime, variantState.variants, config)
      : [];
  const running = bulk.status === 'running';
  const places = session?.AvailSlots ?? 0;
  const chosen = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const lines: { id: string; label: string; price: number }[] = session
    ? variants.length
      ? variants.map((v) => ({
          id: v.id,
          label: v.GroupItemName,
          price: v.GroupItemPriceWithSurcharges,
        }))
      : [{ id: session.SpaItemId, label: 'Places', price: session.Price }]
    : [];

  const add = () => {
    if (!session) return;
    const order: BulkPlace[] = lines
      .map((line) => ({ itemId: line.id, quantity: counts[line.id] ?? 0 }))
      .filter((p) => p.quantity > 0);
    void bookPlaces(session, order, { delayMs: config.bulkDelayMs }).then(() =>
      setCounts(() => ({})),
    );
  };

  const steppers = () => (
    <div className="book-drawer__steppers">
      {lines.map((line) => {
        const value = counts[line.id] ?? 0;
        const others = chosen - value;
        return (
          <Stepper
            key={line.id}
            label={lines.length > 1 ? line.label : 'Places'}
            note={`${formatMoney(line.price)} each`}
            one="place"
            value={value}
            min={0}
            max={clampPlaces(places - others, places)}
            onChange={(n) =>
              // A step from what the guest saw, applied to the latest counts (quick clicks).
              setCounts((now) => {
                const mine = now[line.id] ?? 0;
                const rest = Object.values(now).reduce((sum, c) => sum + c, 0) - mine;
                return { ...now, [line.id]: clampPlaces(mine + n - value, places - rest) };
              })
            }
          />
        );
      })}
    </div>
  );

  return (
    <Drawer
      open={session !== null}
      onClose={onClose}
      title={session?.ItemName ?? ''}
      label={session ? sessionName(session) : ''}
      closeLabel="Close"
      part="session-drawer"
      footer={
        <Button
          variant="primary"
          part="add-to-cart"
          aria-disabled={chosen === 0 || undefined}
          busy={running}
          busyLabel="Adding…"
          onClick={add}
        >
          Add to cart
        </Button>
      }
    >
      {session ? (
        <>
          <p className="book-drawer__when">{sessionName(session)}</p>
          <p className="book-drawer__places">{placesLeftText(places)}</p>
          {mode === 'variants' ? (
            <AsyncBlock
              status={variantState?.status ?? 'loading'}
              loadingText="Loading ticket types…"
              error={variantState?.status === 'failed' ? variantState.message : null}
              onRetry={() => void loadVariants(id)}
            >
              {steppers}
            </AsyncBlock>
          ) : (
            steppers()
          )}
          <BulkProgress />
        </>
      ) : null}
    </Drawer>
  );
}
