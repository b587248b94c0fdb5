import { Suspense, lazy } from 'react';
import { sessionAction } from '../../../../src/domain/activities/session-action';
import { $activityAdding } from '../../../../src/stores/engine/activities';
import { Button } from '../../../../src/ui/Button';
import { InlineStatus } from '../../../../src/ui/InlineStatus';
import { useStore } from '../../../../src/ui/use-store';
import { OpenButton } from './OpenButton';
import type { SessionActionsProps } from './session-actions-props';
import { sessionName } from './session-words';

/** A special event's stepper and "Add to cart": their code loads with the special events. */
const EventActions = lazy(() =>
  import('./EventActions').then((m) => ({ default: m.EventActions })),
);

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
  if (kind === 'event') {
    return (
      <Suspense fallback={<InlineStatus tone="busy">Loading tickets…</InlineStatus>}>
        <EventActions {...props} />
      </Suspense>
    );
  }
  return sessionAction(session.AvailSlots) === 'add' ? (
    <AddButton session={session} onAdd={onAdd} />
  ) : (
    <OpenButton session={session} label="More" onOpen={() => onOpen(session, 'places')} />
  );
}
