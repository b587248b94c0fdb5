import { useEffect } from 'react';
import { extraGroups } from '../../../../src/domain/cart/extra-groups';
import { postStayExtras } from '../../../../src/domain/cart/post-stay-extras';
import type { WebFolioItem } from '../../../../src/schemas/cart';
import { addExtra, loadSpecialServices } from '../../../../src/stores/engine/index';
import { Button } from '../../../../src/ui/Button';
import { Drawer } from '../../../../src/ui/Drawer';
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

/** The "Add to room" drawer (booking-engine.md §2, §5): the kit's Drawer. */
export function ExtrasDrawer({ room, open, onClose, stage }: ExtrasDrawerProps) {
  useEffect(() => {
    if (open) void loadSpecialServices();
  }, [open]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={`Add to room: ${room.Details}`}
      closeLabel="Close extras"
      part="dialog"
      titlePart="dialog-title"
      footer={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <ExtraGroupList
        pick={(services) =>
          extraGroups(stage === 'post-stay' ? postStayExtras(services) : services)
        }
        onAdd={(add) => addExtra(room, add)}
        nothingText="There are no extras to add to this room."
      />
    </Drawer>
  );
}
