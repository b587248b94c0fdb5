import { useEffect, useState } from 'react';
import type { ActivityConfig } from '../../../../src/domain/activities/activity-config';
import { sessionVariants } from '../../../../src/domain/activities/screen-view';
import { clampPlaces, sessionAction } from '../../../../src/domain/activities/session-action';
import type { SpaClass } from '../../../../src/schemas/activities';
import {
  $activityAdding,
  $bulk,
  $classVariants,
  bookPlaces,
  loadVariants,
} from '../../../../src/stores/engine/activities';
import { Button } from '../../../../src/ui/Button';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { Stepper } from '../../../../src/ui/Stepper';
import { useStore } from '../../../../src/ui/use-store';
import { sessionName } from './session-words';

/**
 * How a screen's sessions are added (booking-engine.md §2): `add` one place (wild swimming,
 * events); `sauna`: Add with exactly one place left, else More (the places drawer); `tickets`:
 * the variants drawer (ice skating); `event`: a stepper and "Add to cart", or the variants
 * drawer when the event has variants (special events).
 */
export type AddKind = 'add' | 'sauna' | 'tickets' | 'event';

export interface SessionActionsProps {
  session: SpaClass;
  kind: AddKind;
  config: ActivityConfig;
  onAdd: (session: SpaClass) => void;
  onOpen: (session: SpaClass, mode: 'places' | 'variants') => void;
}

function AddButton({ session, onAdd }: Pick<SessionActionsProps, 'session' | 'onAdd'>) {
  const adding = useStore($activityAdding);
  return (
    <Button
      variant="primary"
      part="add"
      busy={adding === session.SpaClassId}
      busyLabel="Adding…"
      onClick={() => onAdd(session)}
    >
      Add<span className="ik-visually-hidden">: {sessionName(session)}</span>
    </Button>
  );
}

function OpenButton(props: { session: SpaClass; label: string; onOpen: () => void }) {
  return (
    <Button part="more" aria-haspopup="dialog" onClick={props.onOpen}>
      {props.label}
      <span className="ik-visually-hidden">: {sessionName(props.session)}</span>
    </Button>
  );
}

/** A special event: its own stepper and "Add to cart", or its variants drawer. */
function EventActions({ session, config, onOpen }: SessionActionsProps) {
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

/** The buttons of one session; none when it is full (its card says so). */
export function SessionActions(props: SessionActionsProps) {
  const { session, kind, onAdd, onOpen } = props;
  if (session.AvailSlots <= 0) return null;
  if (kind === 'add') return <AddButton session={session} onAdd={onAdd} />;
  if (kind === 'tickets') {
    return (
      <OpenButton
        session={session}
        label="Choose tickets"
        onOpen={() => onOpen(session, 'variants')}
      />
    );
  }
  if (kind === 'event') return <EventActions {...props} />;
  return sessionAction(session.AvailSlots) === 'add' ? (
    <AddButton session={session} onAdd={onAdd} />
  ) : (
    <OpenButton session={session} label="More" onOpen={() => onOpen(session, 'places')} />
  );
}
