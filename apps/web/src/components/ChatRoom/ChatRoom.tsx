import { ERRORS } from "@courtside/protocol";
import { Alert, Button, Skeleton } from "antd";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRoomOnline } from "../../hooks/useRoomOnline";
import { useRealtimeStatus } from "../../realtime/hooks";
import { useSessionStore } from "../../stores/session";
import { useSettingsStore } from "../../stores/settings";
import { Composer } from "./Composer";
import type { ChatLine, LocalMessage } from "./chatState";
import { LocalLine, MessageLine } from "./MessageLine";
import { MessageList } from "./MessageList";
import { keepsInterval, mayDo } from "./powers";
import { AdvBanner, Announcement, ChatBanner } from "./RoomNotices";
import { type ChatPlace, useRoomFeed } from "./useRoomFeed";
import "./ChatRoomBox.css";
import "./ChatRoom.css";

/** The room-wide moderation (confirms, the people drawer and its lists) loads only for moderators. */
const ModTools = lazy(() => import("./ModTools").then((module) => ({ default: module.ModTools })));

type Item = { line: ChatLine } | { local: LocalMessage };
const itemKey = (item: Item) => ("line" in item ? item.line.key : `l${item.local.clientMsgId}`);

/** Ticks once a second while `active`: for the slow-mode countdown and a mute's end. */
function useTicker(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!active) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

export type ChatRoomProps = { roomId: number; matchId?: undefined } | { matchId: number; roomId?: undefined };

/**
 * The live room's chat: messages, sending and moderation. Given a `matchId` it is that match's chat
 * room instead: the same messages and sending, without a room's moderators, banners or polling.
 */
export function ChatRoom(props: ChatRoomProps) {
  const { t } = useTranslation();
  const place: ChatPlace =
    props.matchId !== undefined ? { kind: "match", id: props.matchId } : { kind: "room", id: props.roomId };
  const isRoom = place.kind === "room";
  const roomId = place.id;
  const feed = useRoomFeed(place);
  const signedIn = useSessionStore((session) => session.isLogin);
  const myId = useSessionStore((session) => session.userInfo?.uid ?? null);
  const imMsgTimeout = useSettingsStore((settings) => settings.imMsgTimeout);
  const status = useRealtimeStatus();
  const [waitUntil, setWaitUntil] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const online = useRoomOnline(roomId, isRoom);

  const { state } = feed;
  const loaded = state !== null;
  const { refetch: refetchOnline } = online;
  // The count read before this page joined the room leaves it out; read it again once joined.
  useEffect(() => {
    if (loaded && isRoom) void refetchOnline();
  }, [loaded, isRoom, refetchOnline]);
  const me = state?.me;
  const myRole = me?.role ?? -1;
  const now = useTicker(waitUntil > Date.now() || (me?.mutedUntil ?? 0) > Date.now());
  const waitSeconds = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  const { send } = feed;
  const submit = useCallback(
    (text: string, clientMsgId?: string) => {
      setError(null);
      if (keepsInterval(myRole)) setWaitUntil(Date.now() + imMsgTimeout * 1000);
      void send(text, clientMsgId).then((result) => {
        if (result.status === "timeout") {
          setError(t("room.input.noAnswer"));
          return;
        }
        if (result.status !== "refused") return;
        setError(result.msg);
        // A refused message was not counted: the wait is the server's, or none.
        const data = result.data;
        const seconds =
          result.code === ERRORS.messageInterval && typeof data === "object" && data !== null
            ? Reflect.get(data, "seconds")
            : undefined;
        setWaitUntil(typeof seconds === "number" ? Date.now() + seconds * 1000 : 0);
      });
    },
    [send, myRole, imMsgTimeout, t],
  );

  const items: Item[] = state
    ? [...state.lines.map((line) => ({ line })), ...state.local.map((local) => ({ local }))]
    : [];
  const count = online.data?.count ?? feed.online;

  return (
    <section className="chat-room" aria-label={isRoom ? t("room.chat.region") : t("player.watch.chat")}>
      <header className="chat-room__head">
        <span className="chat-room__online">{count === null ? "" : t("room.chat.online", { count })}</span>
        {state && isRoom && (mayDo(myRole, "mute") || mayDo(myRole, "clear")) && (
          <Suspense fallback={null}>
            <ModTools roomId={roomId} myRole={myRole} muteAll={state.muteAll} />
          </Suspense>
        )}
      </header>
      {state && <Announcement text={state.announcement} />}
      {isRoom && <AdvBanner roomId={roomId} />}
      {isRoom && <ChatBanner roomId={roomId} />}
      {status === "closed" && (
        <div className="chat-room__offline" role="status">
          {t("room.chat.reconnecting")}
        </div>
      )}
      {feed.failed ? (
        <Alert
          className="chat-room__failed"
          type="error"
          showIcon
          title={t("room.chat.loadFailed")}
          action={<Button onClick={feed.retryLoad}>{t("room.chat.retry")}</Button>}
        />
      ) : state ? (
        <MessageList
          items={items}
          itemKey={itemKey}
          busy={feed.busy}
          empty={t("room.chat.empty")}
          renderItem={(item) =>
            "line" in item ? (
              <MessageLine line={item.line} roomId={roomId} myRole={myRole} myId={myId} />
            ) : (
              <LocalLine message={item.local} onRetry={(message) => submit(message.text, message.clientMsgId)} />
            )
          }
        />
      ) : (
        <div className="chat-room__loading">
          <Skeleton active paragraph={{ rows: 6 }} title={false} />
        </div>
      )}
      {state && (
        <Composer
          signedIn={signedIn}
          me={state.me}
          muteAll={state.muteAll}
          now={now}
          waitSeconds={keepsInterval(myRole) ? waitSeconds : 0}
          error={error}
          onSend={(text) => submit(text)}
        />
      )}
    </section>
  );
}
