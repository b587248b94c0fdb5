import { useEffect, useState } from 'react';
import { extraGroups } from '../../../../src/domain/cart/extra-groups';
import { formatMoney } from '../../../../src/domain/format/format-money';
import { postStayExtras } from '../../../../src/domain/cart/post-stay-extras';
import type { MyStayRoom } from '../../../../src/schemas/my-bookings';
import { loadSpecialServices } from '../../../../src/stores/engine/index';
import { addPostStayExtra } from '../../../../src/stores/engine/my-bookings';
import { Button } from '../../../../src/ui/Button';
import { Drawer } from '../../../../src/ui/Drawer';
import { ExtraGroupList } from '../../extras/ExtraGroupList';

/**
 * A booked stay's extras drawer (booking-engine.md §2, §4 my-booking): the room's special
 * services, and the extras that may still be added (the post-stay list of §5: never cot,
 * extra bed, twin, double, late arrival, occasions, allergies, guest note or dogs). The store
 * adds an extra and reads the bookings again, so the list here shows it.
 */
export function StayExtrasDrawer({ room }: { room: MyStayRoom }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) void loadSpecialServices();
  }, [open]);
  const title = `Extras: ${room.Details || 'Room'}`;
  return (
    <>
      <Button part="stay-extras" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Extras<span className="ik-visually-hidden"> for {room.Details || 'this room'}</span>
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel="Close extras"
        part="dialog"
        titlePart="dialog-title"
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            Done
          </Button>
        }
      >
        <h3>On this stay</h3>
        {room.SpecialServices.length ? (
          <ul part="stay-extras-list">
            {room.SpecialServices.map((s) => (
              <li key={s.PMSFolioSpecialServiceId}>
                {s.PMSSpecialService.PMSSpecialServiceName}
                {s.Comments ? `: ${s.Comments}` : ''} {formatMoney(s.ExtPrice)}
              </li>
            ))}
          </ul>
        ) : (
          <p>No extras on this stay yet.</p>
        )}
        <h3>Add to your stay</h3>
        <ExtraGroupList
          pick={(services) => extraGroups(postStayExtras(services))}
          onAdd={(add, group) => addPostStayExtra(room, add, group.label)}
          nothingText="There are no extras to add to this stay."
          headingLevel={4}
        />
      </Drawer>
    </>
  );
}
