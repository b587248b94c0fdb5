import { useEffect, useState } from 'react';
import { sessionVariants } from '../../../../src/domain/activities/screen-view';
import { clampPlaces } from '../../../../src/domain/activities/session-action';
import {
  $bulk,
  $classVariants,
  bookPlaces,
  loadVariants,
} from '../../../../src/stores/engine/activities';
import { Button } from '../../../../src/ui/Button';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { Stepper } from '../../../../src/ui/Stepper';
import { useStore } from '../../../../src/ui/use-store';
import { OpenButton } from './OpenButton';
import type { SessionActionsProps } from './session-actions-props';
import { sessionName } from './session-words';

/** A special event: its own stepper and "Add to cart", or its variants drawer. */
export function EventActions({ session, config, onOpen }: SessionActionsProps) {
  const state = useStore($classVariants)[session.SpaClassId];
  const bulk = useStore($bulk);
  const [count, setCount] = useState(0);
  useEffect(() => {
    void loadVariants(session.SpaClassId);
  }, [session.SpaClassId]);
  if (!state || state.status === 'loading') {
    return <InlineStatus tone="busy">Loading tickets…</InlineStatus>;
  }
  const variants =
    state.status === 'loaded' ? sessionVariants(session.StartTime, state.variants, config) : [];
  if (state.status === 'failed' || variants.length) {
    return (
      <OpenButton
        session={session}
        label="Choose tickets"
        onOpen={() => onOpen(session, 'variants')}
      />
    );
  }
  const add = () =>
    void bookPlaces(session, [{ itemId: session.SpaItemId, quantity: count }], {
      delayMs: config.bulkDelayMs,
    }).then(() => setCount(0));
  return (
    <div className="session__inline">
      <Stepper
        label={`Places: ${session.ItemName}`}
        one="place"
        value={count}
        min={0}
        max={session.AvailSlots}
        onChange={(n) => setCount((now) => clampPlaces(now + n - count, session.AvailSlots))}
      />
      <Button
        variant="primary"
        part="add-to-cart"
        aria-disabled={count === 0 || undefined}
        busy={bulk.status === 'running'}
        busyLabel="Adding…"
        onClick={add}
      >
        Add to cart<span className="ik-visually-hidden">: {sessionName(session)}</span>
      </Button>
    </div>
  );
}
