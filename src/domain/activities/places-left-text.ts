/** A session's places in words: "1 place left", "6 places left", "Fully booked". */
export function placesLeftText(availSlots: number): string {
  if (availSlots <= 0) return 'Fully booked';
  return availSlots === 1 ? '1 place left' : `${availSlots} places left`;
}
