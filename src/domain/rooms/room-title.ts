/** The fields of a room type its title is read from (booking-engine.md §3). */
export interface TitledRoomType {
  PMSRoomTypeDesc: string;
  RoomInfo: { title: string };
}

/** The title of a room type: its CMS title, else the hotel's description. */
export const roomTitle = (roomType: TitledRoomType): string =>
  roomType.RoomInfo.title.trim() || roomType.PMSRoomTypeDesc;
