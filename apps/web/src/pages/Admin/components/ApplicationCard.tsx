import { type AdminApplication, ANCHOR_STATE, APPLICATION_STATUS } from "@courtside/protocol";
import { App, Avatar, Button, Descriptions, Image, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { approveApplication } from "../../../api/admin";
import { sportKey } from "../../../components/AnchorApply/sports";
import { useDateTime } from "../../../hooks/useDateTime";
import { anchorStateKey, STATE_COLOURS } from "../labels";
import { useAdminAction } from "../useAdminQuery";
import { RejectDialog } from "./RejectDialog";

const STATUS_KEYS = { 1: "underReview", 2: "approved", 3: "rejected" } as const;
const STATUS_COLOURS = { 1: "processing", 2: "success", 3: "warning" } as const;
const isStatus = (status: number): status is 1 | 2 | 3 => status in STATUS_KEYS;

/** One application: the applicant, what they wrote, their samples, and approve / reject. */
export function ApplicationCard({ application: a }: { application: AdminApplication }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const dateTime = useDateTime();
  const [rejecting, setRejecting] = useState(false);
  const approve = useAdminAction((code, id: number) => approveApplication(code, id));
  const name = a.realName || a.nickname;
  const pending = a.status === APPLICATION_STATUS.underReview;
  const state = anchorStateKey(a.anchorState);

  const confirmApprove = () =>
    modal.confirm({
      title: t("admin.applications.approveTitle"),
      content: t("admin.applications.approveBody", { name }),
      okText: t("admin.applications.approve"),
      cancelText: t("common.cancel"),
      onOk: async () => {
        const result = await approve.mutateAsync(a.id);
        void message.success(t(result.smsSent ? "admin.applications.approved" : "admin.applications.approvedNoSms"));
      },
    });

  return (
    <article className="admin-application" aria-label={`${a.nickname} (${a.username})`}>
      <header className="admin-application__head">
        <Avatar src={a.avatar ?? undefined} alt="">
          {a.nickname.slice(0, 1)}
        </Avatar>
        <div className="admin-application__who">
          <strong>{a.nickname}</strong>{" "}
          <span className="admin-muted">
            @{a.username} · {a.userId}
          </span>
          <div className="admin-muted">{t("admin.applications.submittedAt", { time: dateTime(a.createdAt) })}</div>
        </div>
        <Space wrap>
          {isStatus(a.status) && (
            <Tag color={STATUS_COLOURS[a.status]}>{t(`admin.status.${STATUS_KEYS[a.status]}`)}</Tag>
          )}
          {a.anchorState !== ANCHOR_STATE.underReview && (
            <Tag color={STATE_COLOURS[state]}>{t(`admin.anchorStates.${state}`)}</Tag>
          )}
        </Space>
      </header>
      {a.complete ? (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: "realName", label: t("admin.applications.realName"), children: a.realName },
            {
              key: "phone",
              label: t("admin.applications.contactPhone"),
              children: a.contactPhone ? `+${a.areaCode ?? ""} ${a.contactPhone}` : "—",
            },
            {
              key: "sports",
              label: t("admin.applications.sports"),
              span: "filled",
              children: a.sports.map((id) => {
                const key = sportKey(id);
                return <Tag key={id}>{key ? t(`admin.sports.${key}`) : id}</Tag>;
              }),
            },
            {
              key: "intro",
              label: t("admin.applications.introduction"),
              span: "filled",
              children: <span className="admin-application__intro">{a.introduction}</span>,
            },
          ]}
        />
      ) : (
        <p className="admin-muted">{t("admin.applications.incomplete")}</p>
      )}
      {a.sampleImages.length > 0 && (
        <div className="admin-application__samples">
          <span className="admin-muted admin-application__label">{t("admin.applications.samples")}</span>
          <Image.PreviewGroup>
            {a.sampleImages.map((url, i) => (
              <Image
                key={url}
                src={url}
                width={96}
                height={96}
                alt={t("admin.applications.sampleAlt", { n: i + 1, name })}
              />
            ))}
          </Image.PreviewGroup>
        </div>
      )}
      {a.reviewedAt !== null && (
        <p className="admin-muted">
          {t("admin.applications.reviewed", { name: a.reviewedBy ?? "—", time: dateTime(a.reviewedAt) })}
          {a.rejectReason && <> · {t("admin.applications.rejectReason", { reason: a.rejectReason })}</>}
        </p>
      )}
      {pending && (
        <footer className="admin-application__actions">
          <Button type="primary" onClick={confirmApprove} loading={approve.isPending}>
            {t("admin.applications.approve")}
          </Button>
          <Button danger onClick={() => setRejecting(true)}>
            {t("admin.applications.reject")}
          </Button>
        </footer>
      )}
      <RejectDialog open={rejecting} id={a.id} name={name} onClose={() => setRejecting(false)} />
    </article>
  );
}
