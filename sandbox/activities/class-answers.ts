import type * as v from 'valibot';
import type { SpaClassSchema } from '../../src/schemas/activities';
import { housePlaces } from './house-places';
import type { ClassSession } from './timetable';

type SpaClassInput = v.InferInput<typeof SpaClassSchema>;

/** Places still free in a session: its places less the house's and the live ones taken here. */
export const placesLeft = (session: ClassSession, taken: number) =>
  Math.max(0, session.item.places - housePlaces(session.spaClassId, session.item.places) - taken);

/** A generated session as the `SpaClass` of FetchSpaClasses (and, with variants, FetchClassItems). */
export function spaClassOf(
  session: ClassSession,
  taken: number,
  withVariants = false,
): SpaClassInput {
  const { item } = session;
  return {
    SpaClassId: session.spaClassId,
    SpaItemId: item.item_id,
    SpaItemName: item.name,
    ItemName: item.name,
    ItemDescription: item.description,
    ItemCategory: item.category,
    StartTime: session.start,
    EndTime: session.end,
    ServiceTime: item.minutes,
    Price: item.price,
    AvailSlots: placesLeft(session, taken),
    MinAge: item.min_age,
    Instructions: item.instructions,
    SpaRoomId: item.location,
    GroupItems: {
      Item: withVariants
        ? session.variants.map((variant) => ({
            id: variant.id,
            GroupItemName: variant.name,
            GroupItemCategory: variant.category,
            GroupItemPriceWithSurcharges: variant.price,
          }))
        : [],
    },
  };
}
