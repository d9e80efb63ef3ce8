import type { AuditEntry } from "@courtside/protocol";
import { Select, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchAuditLog } from "../../../api/admin";
import { useDateTime } from "../../../hooks/useDateTime";
import { usePaging } from "../../../hooks/usePaging";
import { i18n } from "../../../i18n";
import type en from "../../../i18n/locales/admin/en.json";
import { auditActionKey } from "../labels";
import { useAdminQuery } from "../useAdminQuery";

type ActionKey = keyof typeof en.audit.actions;
type TargetKey = keyof typeof en.audit.targets;
// Against the loaded language's texts, which have exactly the English keys (the locale tests).
const isActionKey = (key: string): key is ActionKey => i18n.exists(`admin.audit.actions.${key}`);
const isTargetKey = (key: string): key is TargetKey => i18n.exists(`admin.audit.targets.${key}`);

/** Server action names ("user.ban") of every labelled action, for the filter. */
const ACTIONS = [
  "application.approve",
  "application.reject",
  "user.ban",
  "user.unban",
  "user.speechBan",
  "user.speechUnban",
  "regions.set",
  "sensitiveWord.add",
  "sensitiveWord.delete",
  "superAdmin.create",
  "superAdmin.promote",
  "match.sources",
];

/** Details as short "key: value" pairs. */
const detailText = (details: Record<string, unknown>) =>
  Object.entries(details)
    .filter(([, value]) => value !== "" && value !== null && value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" · ");

/** Every admin action, newest first. */
export function AuditTab() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [action, setAction] = useState<string | undefined>();
  const { page, pageSize, setPage, tablePagination } = usePaging();
  const list = useAdminQuery(["audit", action, page, pageSize], (code) =>
    fetchAuditLog(code, { action, page, pageSize }),
  );

  const actionLabel = (name: string) => {
    const key = auditActionKey(name);
    return isActionKey(key) ? t(`admin.audit.actions.${key}`) : name;
  };

  return (
    <div className="admin-audit">
      <Select<string | undefined>
        aria-label={t("admin.audit.action")}
        className="admin-toolbar__select admin-toolbar__select--wide"
        allowClear
        placeholder={t("admin.audit.anyAction")}
        value={action}
        onChange={(value) => {
          setAction(value);
          setPage(1);
        }}
        options={ACTIONS.map((value) => ({ value, label: actionLabel(value) }))}
      />
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        scroll={{ x: true }}
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: t("admin.audit.empty") }}
        pagination={tablePagination(list.data?.total ?? 0)}
        columns={[
          { key: "at", title: t("admin.audit.at"), render: (_, entry) => dateTime(entry.at) },
          { key: "actor", title: t("admin.audit.actor"), dataIndex: "actor" },
          { key: "action", title: t("admin.audit.action"), render: (_, entry) => actionLabel(entry.action) },
          {
            key: "target",
            title: t("admin.audit.target"),
            render: (_, entry) =>
              isTargetKey(entry.targetType)
                ? t(`admin.audit.targets.${entry.targetType}`, { id: entry.targetId })
                : `${entry.targetType} ${entry.targetId}`,
          },
          {
            key: "details",
            title: t("admin.audit.details"),
            render: (_, entry) => <span className="admin-audit__details">{detailText(entry.details)}</span>,
          },
        ]}
      />
    </div>
  );
}
