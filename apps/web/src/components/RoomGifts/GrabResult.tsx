import { RED_PACKET_CONTENT, type RedPacketGrab } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Avatar, List, Modal, Result, Skeleton, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { fetchRedPacketList } from "../../api/redpacket";

export type GrabOutcome =
  | { kind: "got"; grab: RedPacketGrab }
  | { kind: "allTaken" }
  | { kind: "expired" }
  | { kind: "view" };

/** What opening a packet gave (the amount, or all taken / expired) and who got what. */
export function GrabResult({
  packetId,
  outcome,
  onClose,
}: {
  packetId: string;
  outcome: GrabOutcome;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ["redPackets", "list", packetId, outcome.kind],
    queryFn: ({ signal }) => fetchRedPacketList(packetId, signal),
  });

  const headline = () => {
    if (outcome.kind === "allTaken") return t("wallet.packet.allTaken");
    if (outcome.kind === "expired") return t("wallet.packet.expired");
    if (outcome.kind === "view") return t("wallet.packet.claims");
    const { grab } = outcome;
    return grab.content === RED_PACKET_CONTENT.coupon
      ? t("wallet.packet.gotCoupons", { amount: grab.amount, count: grab.amount, percent: grab.couponTier ?? 0 })
      : t("wallet.packet.got", { amount: grab.amount, count: grab.amount });
  };
  const amountText = (amount: number, content: number, tier: number | null) =>
    content === RED_PACKET_CONTENT.coupon
      ? t("wallet.amount.coupons", { amount, count: amount, percent: tier ?? 0 })
      : t("wallet.amount.coins", { amount, count: amount });

  return (
    <Modal open onCancel={onClose} footer={null} title={t("wallet.packet.title")}>
      <Result
        status={outcome.kind === "got" ? "success" : outcome.kind === "view" ? "info" : "warning"}
        title={<span data-testid="grab-result">{headline()}</span>}
      />
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : list.data ? (
        <section aria-labelledby="red-packet-claims">
          <h3 id="red-packet-claims" className="red-packet-claims__title">
            {t("wallet.packet.claims")} ·{" "}
            {t("wallet.packet.received", { received: list.data.packet.received, count: list.data.packet.count })}
          </h3>
          <List
            data-testid="red-packet-claims"
            size="small"
            locale={{ emptyText: t("wallet.packet.noClaims") }}
            dataSource={list.data.claims}
            renderItem={(claim) => (
              <List.Item extra={amountText(claim.amount, list.data.packet.content, list.data.packet.couponTier)}>
                <List.Item.Meta
                  avatar={<Avatar src={claim.user.avatar ?? undefined}>{claim.user.nickname.slice(0, 1)}</Avatar>}
                  title={
                    <span>
                      {claim.user.nickname}
                      {list.data.luckiest === claim.user.id && (
                        <Tag className="red-packet-claims__luckiest">{t("wallet.packet.luckiest")}</Tag>
                      )}
                    </span>
                  }
                />
              </List.Item>
            )}
          />
        </section>
      ) : null}
    </Modal>
  );
}
