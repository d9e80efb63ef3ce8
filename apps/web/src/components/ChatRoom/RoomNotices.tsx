import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchRoomAdv } from "../../api/chatroom";

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

/** Banners above the room's chat (`/chat-room/adv/:id`); nothing when there are none. */
export function AdvBanner({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const adv = useQuery({
    queryKey: ["chat", "adv", roomId],
    queryFn: ({ signal }) => fetchRoomAdv(roomId, signal),
    staleTime: 5 * 60_000,
  });
  const item = adv.data?.items[0];
  if (!item) return null;
  const body = (
    <>
      {item.image && <img src={item.image} alt="" className="chat-room__adv-image" />}
      <span>{item.text}</span>
    </>
  );
  return (
    <aside className="chat-room__adv" aria-label={t("room.chat.adv")}>
      {item.link ? (
        <a href={item.link} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        body
      )}
    </aside>
  );
}
