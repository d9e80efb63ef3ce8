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
  const forSomeoneElse = packet.directedTo !== null && packet.directedTo.id !== uid;
  const own = packet.sender.id === uid;
  const taken = packet.mine !== null;
  return (
    <li className="red-packet" data-testid="red-packet" data-packet-id={packet.id}>
      <div className="red-packet__face" aria-hidden="true">
        <span className="red-packet__seal">福</span>
      </div>
      <div className="red-packet__body">
        <strong>{t("wallet.packet.from", { name: packet.sender.nickname })}</strong>
        <span className="red-packet__meta">
          {packet.directedTo
            ? t("wallet.packet.for", { name: packet.directedTo.nickname })
            : t("wallet.packet.remaining", { remaining: packet.remaining, count: packet.count })}
        </span>
        <span className="red-packet__meta" data-testid="red-packet-countdown">
          {left > 0 ? t("wallet.packet.endsIn", { time: countdown(left) }) : t("wallet.packet.expired")}
        </span>
      </div>
      <Button
        size="small"
        type={taken || own || forSomeoneElse ? "default" : "primary"}
        danger={!taken && !own && !forSomeoneElse}
        loading={opening}
        disabled={forSomeoneElse && !own}
        onClick={() => onOpen(packet)}
      >
        {taken || own ? t("wallet.packet.view") : t("wallet.packet.grab")}
      </Button>
    </li>
  );
}
