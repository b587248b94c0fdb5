import { useEffect } from 'react';
import { extraGroups } from '../../../../src/domain/extra-groups';
import { postStayExtras } from '../../../../src/domain/post-stay-extras';
import type { WebFolioItem } from '../../../../src/schemas/cart';
import { $specialServices, loadSpecialServices } from '../../../../src/stores/engine/index';
import { Dialog } from '../../../../src/ui/Dialog';
import { useStore } from '../../../../src/ui/use-store';
import { ExtraGroupForm } from './ExtraGroupForm';

interface ExtrasDrawerProps {
  room: WebFolioItem;
  open: boolean;
  onClose: () => void;
  /**
   * `booking`: every special service, the room's requests (dog, bed, note, allergies…)
   * included. `post-stay`: the extras list after booking, without the excluded names.
   */
  stage: 'booking' | 'post-stay';
}

/** The "Add to room" drawer (booking-engine.md §2, §5) on a native `<dialog>`. */
export function ExtrasDrawer({ room, open, onClose, stage }: ExtrasDrawerProps) {
  const state = useStore($specialServices);
  useEffect(() => {
    if (open) void loadSpecialServices();
  }, [open]);

  const services = state.status === 'ready' ? state.services : [];
  const groups = extraGroups(stage === 'post-stay' ? postStayExtras(services) : services);
  return (
    <Dialog open={open} onClose={onClose} title={`Add to room: ${room.Details}`} variant="drawer">
      {state.status === 'error' ? (
        <div role="alert" part="error" className="ik-error">
          <p>{state.message}</p>
          <button type="button" className="ik-button" onClick={() => void loadSpecialServices()}>
            Try again
          </button>
        </div>
      ) : state.status !== 'ready' ? (
        <p role="status">Loading extras…</p>
      ) : groups.length === 0 ? (
        <p>There are no extras to add to this room.</p>
      ) : (
        <div className="extra-groups">
          {groups.map((group) => (
            <ExtraGroupForm key={group.id} group={group} room={room} />
          ))}
        </div>
      )}
      <div className="ik-actions">
        <button type="button" className="ik-button" data-primary onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
