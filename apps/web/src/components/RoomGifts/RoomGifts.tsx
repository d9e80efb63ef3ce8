/** Gifts and red packets of a live room. */
export function RoomGifts(_props: { roomId: number }) {
  return null;
}
