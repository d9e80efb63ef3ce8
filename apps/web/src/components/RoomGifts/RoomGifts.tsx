import { ERRORS, type RedPacket, redPacketEventSchema, type StreamEvent } from "@courtside/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../api/errors";
import { grabRedPacket } from "../../api/redpacket";
import { loginPath } from "../../paths";
import { useRoomEvents } from "../../realtime/hooks";
import { GiftBar } from "./GiftBar";
import type { GrabOutcome } from "./GrabResult";
import { roomPacketsKey, useRoomPackets, useUid } from "./queries";
import { packetState, RedPacketCard } from "./RedPacketCard";
import { RoomGiftEffects } from "./RoomGiftEffects";
import { useSeat } from "./useSeat";
import "./RoomGifts.css";

// Dialogs opened by an action (the anchor's send dialog, a packet's outcome) come when first needed,
// not with the room's first paint: they bring antd's form, select and list controls.
const RedPacketDialog = lazy(() => import("./RedPacketDialog").then((module) => ({ default: module.RedPacketDialog })));
const GrabResult = lazy(() => import("./GrabResult").then((module) => ({ default: module.GrabResult })));

/** Gifts and red packets of a live room. */
export function RoomGifts({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const uid = useUid();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const packets = useRoomPackets(roomId);
  const [dialog, setDialog] = useState(false);
  const [opened, setOpened] = useState<{ packetId: string; outcome: GrabOutcome } | null>(null);
  const isAnchor = uid > 0 && uid === roomId;
  const { message } = App.useApp();
  const whenSeated = useSeat(roomId, uid);

  useRoomEvents(roomId, (event: StreamEvent) => {
    if (event.kind === "redPacket" && redPacketEventSchema.safeParse(event.data).success) {
      void queryClient.invalidateQueries({ queryKey: roomPacketsKey(roomId, uid) });
    }
  });

  const grab = useMutation({
    mutationFn: async (packet: RedPacket) => {
      await whenSeated();
      return grabRedPacket(packet.id);
    },
    onSuccess: (result) => {
      setOpened({ packetId: result.packetId, outcome: { kind: "got", grab: result } });
      void queryClient.invalidateQueries({ queryKey: ["wallet", uid] });
    },
    onError: (error, packet) => {
      const code = error instanceof ApiError ? error.code : 0;
      if (code === ERRORS.redPacketFinished) setOpened({ packetId: packet.id, outcome: { kind: "allTaken" } });
      else if (code === ERRORS.redPacketExpired) setOpened({ packetId: packet.id, outcome: { kind: "expired" } });
      // Not in the room (the connection dropped) or too many grabs this hour: the server says which.
      else if (error instanceof ApiError && error.msg) void message.error(error.msg);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: roomPacketsKey(roomId, uid) }),
  });

  const open = (packet: RedPacket) => {
    if (uid === 0) {
      navigate(loginPath(location.pathname + location.search));
      return;
    }
    const state = packetState(packet, uid, packet.expiresAt - Date.now());
    if (state === "grab") grab.mutate(packet);
    else if (state === "allTaken" || state === "expired") setOpened({ packetId: packet.id, outcome: { kind: state } });
    else setOpened({ packetId: packet.id, outcome: { kind: "view" } });
  };

  const list = packets.data ?? [];
  return (
    <section className="room-gifts" aria-label={t("wallet.gifts.title")}>
      {list.length > 0 && (
        <div className="room-gifts__packets">
          <h2 className="room-gifts__heading">{t("wallet.packet.list")}</h2>
          <ul data-testid="red-packets">
            {list.map((packet) => (
              <RedPacketCard
                key={packet.id}
                packet={packet}
                uid={uid}
                onOpen={open}
                opening={grab.isPending && grab.variables?.id === packet.id}
              />
            ))}
          </ul>
        </div>
      )}
      {isAnchor && (
        <Button danger block className="room-gifts__send-packet" onClick={() => setDialog(true)}>
          {t("wallet.packet.send")}
        </Button>
      )}
      <GiftBar roomId={roomId} />
      <Suspense fallback={null}>
        {isAnchor && <RedPacketDialog open={dialog} onClose={() => setDialog(false)} />}
        {opened && <GrabResult packetId={opened.packetId} outcome={opened.outcome} onClose={() => setOpened(null)} />}
      </Suspense>
      <RoomGiftEffects roomId={roomId} />
    </section>
  );
}
