import type { RoomRateOption } from '../rooms/room-rate-option';

/**
 * The rates offered at a location: the inn offers only its own rate codes (BBBR, BBIS in
 * the vault, booking-engine.md §9); other locations offer every rate except those.
 */
export function locationRates<T extends Pick<RoomRateOption, 'PMSRateTypeId'>>(
  options: readonly T[],
  location: string | null | undefined,
  innRateCodes: readonly string[],
): T[] {
  const inn = location?.toLowerCase() === 'inn';
  return options.filter((o) => innRateCodes.includes(o.PMSRateTypeId) === inn);
}
