import type { RoomRateOptionAnswer, RoomTypeRatesAnswer } from '../../../../src/schemas/rates';

/**
 * What a detail drawer shows: a room type with the rate chosen on its card (the room drawer
 * ends with it and "Add room"), or one rate. Its own file, so that the cards and the drawers
 * import it without importing each other.
 */
export type Detail =
  | { kind: 'room'; roomType: RoomTypeRatesAnswer; rate: RoomRateOptionAnswer }
  | { kind: 'rate'; roomType: RoomTypeRatesAnswer; rate: RoomRateOptionAnswer };
