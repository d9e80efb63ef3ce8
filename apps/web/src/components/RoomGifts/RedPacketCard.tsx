import type { RedPacket } from "@courtside/protocol";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNow } from "../../hooks/useNow";

/** "1:02:03" or "4:05" until the end. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

interface Props {
  packet: RedPacket;
  uid: number;
  onOpen: (packet: RedPacket) => void;
  opening: boolean;
}

/** One red packet in the room: who sent it, the countdown, and the grab button. */
export function RedPacketCard({ packet, uid, onOpen, opening }: Props) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const left = packet.expiresAt - now;
  const state = packetState(packet, uid, left);
  const status = {
    grab: packet.directedTo
      ? t("wallet.packet.for", { name: packet.directedTo.nickname })
      : t("wallet.packet.remaining", { remaining: packet.remaining, count: packet.count }),
    notForMe: t("wallet.packet.for", { name: packet.directedTo?.nickname ?? "" }),
    mine: t("wallet.packet.yours", { amount: packet.mine ?? 0 }),
    own: t("wallet.packet.remaining", { remaining: packet.remaining, count: packet.count }),
    allTaken: t("wallet.packet.allTaken"),
    expired: t("wallet.packet.expired"),
  }[state];
  return (
    <li className={`red-packet red-packet--${state}`} data-testid="red-packet" data-packet-id={packet.id}>
      <div className="red-packet__face" aria-hidden="true">
        <span className="red-packet__seal">福</span>
      </div>
      <div className="red-packet__body">
        <strong>{t("wallet.packet.from", { name: packet.sender.nickname })}</strong>
        <span className="red-packet__meta" data-testid="red-packet-status">
          {status}
        </span>
        <span className="red-packet__meta" data-testid="red-packet-countdown">
          {left > 0 ? t("wallet.packet.endsIn", { time: countdown(left) }) : t("wallet.packet.expired")}
        </span>
      </div>
      <Button
        size="small"
        type={state === "grab" ? "primary" : "default"}
        danger={state === "grab"}
        loading={opening}
        disabled={state === "notForMe"}
        onClick={() => onOpen(packet)}
      >
        {state === "grab" || state === "notForMe" ? t("wallet.packet.grab") : t("wallet.packet.view")}
      </Button>
    </li>
  );
}

export type PacketState = "grab" | "notForMe" | "mine" | "own" | "allTaken" | "expired";

/** What a packet is to this viewer now. */
export function packetState(packet: RedPacket, uid: number, left: number): PacketState {
  if (packet.mine !== null) return "mine";
  if (packet.sender.id === uid) return "own";
  if (packet.status === "expired" || left <= 0) return "expired";
  if (packet.status === "finished") return "allTaken";
  if (packet.directedTo !== null && packet.directedTo.id !== uid) return "notForMe";
  return "grab";
}
