import { ChatRoom } from "../../../components/ChatRoom/ChatRoom";
import { RoomGifts } from "../../../components/RoomGifts/RoomGifts";
import { RoomRanking } from "./RoomRanking";

/** The room's side column: chat, gifts and the gift ranking, loaded after the picture's frame. */
export default function RoomSide({ roomId }: { roomId: number }) {
  return (
    <>
      <ChatRoom roomId={roomId} />
      <RoomGifts roomId={roomId} />
      <RoomRanking roomId={roomId} />
    </>
  );
}
