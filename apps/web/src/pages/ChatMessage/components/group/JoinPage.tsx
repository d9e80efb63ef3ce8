import { GROUP_LIMITS, GROUP_STATE } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Alert, App, Button, Card, Input, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "./group.css";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { ApiError } from "../../../../api/errors";
import { failureText } from "../../../../api/failure";
import { fetchCodeInfo, joinGroup } from "../../../../api/group";
import { ImAvatar } from "../../../../components/ImCommon/ImAvatar";
import { GROUP_KEYS } from "../../../../components/ImCommon/queryKeys";
import { reloadConversations } from "../../../../components/ImHeader/useImSync";
import "../../ChatMessage.css";

/**
 * Where an invite link (`#/chat/join/<code>`, `?via=qr` from its QR code) lands: the group's card
 * and, with review on, a reason. An answer to my request updates it live (a `group` event).
 */
export default function JoinPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const code = useParams().code ?? "";
  // The QR code's address carries `?via=qr`, so a join from it records source QR.
  const source = useSearchParams()[0].get("via") === "qr" ? "qrCode" : "link";
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const info = useQuery({
    queryKey: GROUP_KEYS.code(code),
    queryFn: ({ signal }) => fetchCodeInfo(code, signal),
    retry: false,
  });

  const open = (groupId: number) => navigate(`/chat/message?c=${groupId}`);
  const submit = (groupId: number) => {
    setBusy(true);
    joinGroup(code, reason.trim() || undefined, source)
      .then((result) => {
        if (result.status === "pending") {
          setSent(true);
          void message.success(t("group.join.sent"));
          // From here the server's answer says where I stand, also once the request is answered.
          void info.refetch().then(() => setSent(false));
        } else {
          void reloadConversations();
          open(result.groupId);
        }
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
    return groupId;
  };

  return (
    <section className="group-join">
      <h1 className="page-frame__title">{t("group.join.title")}</h1>
      {info.isPending && <Skeleton active avatar paragraph={{ rows: 3 }} />}
      {info.isError && (
        <Alert
          type="error"
          showIcon
          title={info.error instanceof ApiError ? failureText(info.error) : t("group.join.loadFailed")}
        />
      )}
      {info.data && (
        <Card className="group-join__card">
          <div className="group-list__item">
            <ImAvatar name={info.data.group.name} src={info.data.group.avatar} size={56} />
            <span className="group-list__body">
              <strong className="group-list__name">{info.data.group.name}</strong>
              <small className="group-muted">{t("group.join.members", { count: info.data.group.memberCount })}</small>
            </span>
          </div>
          {info.data.group.state === GROUP_STATE.dissolved ? (
            <Alert type="warning" showIcon title={t("group.join.dissolved")} />
          ) : info.data.status === "member" ? (
            <>
              <p>{t("group.join.member")}</p>
              <Button type="primary" onClick={() => info.data && open(info.data.group.id)}>
                {t("group.join.open")}
              </Button>
            </>
          ) : info.data.status === "pending" || sent ? (
            <p role="status">{t("group.join.pending")}</p>
          ) : (
            <>
              {info.data.group.joinVerification && (
                <div className="group-field">
                  <span>{t("group.join.reason")}</span>
                  <Input.TextArea
                    value={reason}
                    aria-label={t("group.join.reason")}
                    maxLength={GROUP_LIMITS.reasonMax}
                    autoSize={{ minRows: 2, maxRows: 4 }}
                    onChange={(event) => setReason(event.target.value)}
                  />
                  <small className="group-muted">{t("group.join.reasonHint")}</small>
                </div>
              )}
              <Button
                type="primary"
                loading={busy}
                disabled={info.data.group.joinVerification && reason.trim() === ""}
                onClick={() => info.data && submit(info.data.group.id)}
              >
                {info.data.group.joinVerification ? t("group.join.apply") : t("group.join.submit")}
              </Button>
            </>
          )}
        </Card>
      )}
    </section>
  );
}
