import type { RoomRateOption } from '../rooms/room-rate-option';

export interface RoomTypeRates<T extends RoomRateOption> {
  roomTypeId: string;
  /** The room type's rates, cheapest first (ties keep their order). */
  rates: T[];
  /** The cheapest total of the room type, for "from £…". */
  fromPrice: number;
}

/**
 * Rates grouped by room type (booking-engine.md §7, `/rs/get-rates`): one group per room
 * type in the order the types first appear, each with its rates cheapest first.
 */
export function groupRates<T extends RoomRateOption>(options: readonly T[]): RoomTypeRates<T>[] {
  const groups = new Map<string, T[]>();
  for (const option of options) {
    const list = groups.get(option.PMSRoomTypeId) ?? [];
    list.push(option);
    groups.set(option.PMSRoomTypeId, list);
  }
  return [...groups].map(([roomTypeId, list]) => {
    const rates = [...list].sort((a, b) => a.Price - b.Price);
    return { roomTypeId, rates, fromPrice: rates[0]!.Price };
  });
}
