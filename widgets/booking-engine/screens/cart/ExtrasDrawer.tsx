import { useEffect } from 'react';
import { extraGroups } from '../../../../src/domain/extra-groups';
import { postStayExtras } from '../../../../src/domain/post-stay-extras';
import type { WebFolioItem } from '../../../../src/schemas/cart';
import { addExtra, loadSpecialServices } from '../../../../src/stores/engine/index';
import { Dialog } from '../../../../src/ui/Dialog';
import { ExtraGroupList } from '../../extras/ExtraGroupList';

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
  useEffect(() => {
    if (open) void loadSpecialServices();
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} title={`Add to room: ${room.Details}`} variant="drawer">
      <ExtraGroupList
        pick={(services) =>
          extraGroups(stage === 'post-stay' ? postStayExtras(services) : services)
        }
        onAdd={(add) => addExtra(room, add)}
        nothingText="There are no extras to add to this room."
      />
      <div className="ik-actions">
        <button type="button" className="ik-button" data-primary onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
