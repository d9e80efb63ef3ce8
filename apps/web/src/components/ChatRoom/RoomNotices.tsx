import type { RoomAdv } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchChatBanner, fetchRoomAdv } from "../../api/chatroom";
import { type BannerPlace, bannerQuery } from "./bannerQuery";

/**
 * The room's announcement, pinned above the messages. A note rather than a region: the room info
 * has the "Announcement" region already, and two landmarks of one role need different names.
 */
export function Announcement({ text }: { text: string }) {
  const { t } = useTranslation();
  if (text.trim() === "") return null;
  return (
    <div className="chat-room__announcement" role="note" aria-label={t("room.chat.announcement")}>
      <strong>{t("room.chat.announcement")}</strong>
      <span>{text}</span>
    </div>
  );
}

/** The first banner of a placement, in the reader's language (the server picks the text). */
function useBanner(
  place: BannerPlace,
  roomId: number,
  load: (roomId: number, signal: AbortSignal) => Promise<RoomAdv>,
) {
  const { i18n } = useTranslation();
  const banners = useQuery(bannerQuery(place, roomId, i18n.language, load));
  return banners.data?.items[0];
}

/** Banners above the room's chat (`/chat-room/adv/:id`); nothing when there are none. */
export function AdvBanner({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const item = useBanner("adv", roomId, fetchRoomAdv);
  if (!item) return null;
  return (
    <aside className="chat-room__adv" aria-label={t("room.chat.adv")}>
      <BannerBody item={item} />
    </aside>
  );
}

/** The banner pinned at the top of the room's chat (`anchor/room/chat/banner`). */
export function ChatBanner({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const item = useBanner("chat", roomId, fetchChatBanner);
  if (!item) return null;
  return (
    <div className="chat-room__adv chat-room__adv--pinned" role="note" aria-label={t("room.chat.pinnedBanner")}>
      <BannerBody item={item} />
    </div>
  );
}

function BannerBody({ item }: { item: RoomAdv["items"][number] }) {
  const body = (
    <>
      {item.image && <img src={item.image} alt="" className="chat-room__adv-image" />}
      <span>{item.text}</span>
    </>
  );
  return (
    <>
      {item.link ? (
        <a href={item.link} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        body
      )}
    </>
  );
}
