import { GROUP_LINK_VALID_DAYS } from "@courtside/protocol";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Input, Select, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQrCode, generateLink } from "../../../../api/group";
import { GROUP_KEYS } from "../../../../components/ImCommon/queryKeys";
import { useDateTime } from "../../../../hooks/useDateTime";

/**
 * The invite link as a QR code and as text, with when it stops working; a new link replaces it.
 * The link the server gives points at the join page (`#/chat/join/<code>`).
 */
export function InviteTab({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [days, setDays] = useState<number>(7);
  const [busy, setBusy] = useState(false);
  const qr = useQuery({ queryKey: GROUP_KEYS.qr(groupId), queryFn: ({ signal }) => fetchQrCode(groupId, signal) });

  const regenerate = () => {
    setBusy(true);
    generateLink(groupId, days)
      .then(() => {
        void message.success(t("group.invite.regenerated"));
        return client.invalidateQueries({ queryKey: GROUP_KEYS.qr(groupId) });
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  if (qr.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  const link = qr.data?.link;
  return (
    <div className="group-invite">
      {qr.data && (
        <img className="group-invite__qr" src={qr.data.png} alt={t("group.invite.qr")} width={200} height={200} />
      )}
      {link && (
        <>
          <div className="group-field">
            <span>{t("group.invite.link")}</span>
            <Input readOnly value={link.url} aria-label={t("group.invite.link")} />
          </div>
          <p className="group-muted">{t("group.invite.expires", { date: dateTime(link.expiresAt) })}</p>
          <Button
            type="primary"
            onClick={() =>
              void navigator.clipboard
                .writeText(link.url)
                .then(() => message.success(t("group.invite.copied")))
                .catch(() => undefined)
            }
          >
            {t("group.invite.copy")}
          </Button>
        </>
      )}
      <div className="group-inline">
        <Select
          value={days}
          onChange={setDays}
          aria-label={t("group.invite.validDays")}
          options={GROUP_LINK_VALID_DAYS.map((value) => ({
            value,
            label: value === 1 ? t("group.invite.day") : t("group.invite.days", { count: value }),
          }))}
        />
        <Button loading={busy} onClick={regenerate}>
          {t("group.invite.regenerate")}
        </Button>
      </div>
    </div>
  );
}
