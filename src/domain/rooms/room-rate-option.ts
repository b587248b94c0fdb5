/** The fields of a room rate option (booking-engine.md §3) the pure rules read. */
export interface RoomRateOption {
  PMSRoomTypeId: string;
  PMSRateTypeId: string;
  PMSRoomTypeDesc?: string;
  /** The stay's total for this room and rate. */
  Price: number;
  /** The average nightly rate. */
  AverageRate: number;
}

export type OfferKind = 'fourthfree' | 'fifteenpcoff' | 'twentypcoff';
