import { useQuery } from "@tanstack/react-query";
import { Button, Result, Skeleton, Tabs } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { fetchAdminMe } from "../../api/admin";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { useAdminCodeStore } from "./adminCode";
import { AdminsTab } from "./components/AdminsTab";
import { ApplicationsTab } from "./components/ApplicationsTab";
import { AuditTab } from "./components/AuditTab";
import { ConfigTab } from "./components/ConfigTab";
import { GiftsTab } from "./components/GiftsTab";
import { MatchSourcesTab } from "./components/MatchSourcesTab";
import { NoticesTab } from "./components/NoticesTab";
import { RegionsTab } from "./components/RegionsTab";
import { SecurityCodeGate } from "./components/SecurityCodeGate";
import { UsersTab } from "./components/UsersTab";
import { WordsTab } from "./components/WordsTab";
import "./Admin.css";

/** The editor (TipTap) loads only when its tab is opened. */
const TextsTab = lazy(() => import("./components/TextsTab").then((module) => ({ default: module.TextsTab })));

/** `#/admin`: anchor reviews, users, sensitive words and the audit log, behind the security code. */
export default function Admin() {
  const { t } = useTranslation();
  const me = useQuery({ queryKey: ["admin", "me"], queryFn: ({ signal }) => fetchAdminMe(signal) });
  const code = useAdminCodeStore((state) => state.code);
  const clear = useAdminCodeStore((state) => state.clear);

  let body: React.ReactNode;
  if (me.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (me.isError)
    body = (
      <Result
        status="warning"
        title={t("network.failed")}
        extra={<Button onClick={() => void me.refetch()}>{t("common.retry")}</Button>}
      />
    );
  else if (!me.data.isSuperAdmin)
    body = <Result status="403" title={t("admin.noPermission.title")} subTitle={t("admin.noPermission.body")} />;
  else if (!code) body = <SecurityCodeGate lockedUntil={me.data.lockedUntil} onLocked={() => void me.refetch()} />;
  else
    body = (
      <>
        <div className="admin__bar">
          <Button size="small" onClick={clear}>
            {t("admin.code.lock")}
          </Button>
        </div>
        <Tabs
          className="admin__tabs"
          destroyOnHidden
          items={[
            { key: "applications", label: t("admin.tabs.applications"), children: <ApplicationsTab /> },
            { key: "users", label: t("admin.tabs.users"), children: <UsersTab /> },
            { key: "words", label: t("admin.tabs.words"), children: <WordsTab /> },
            { key: "regions", label: t("admin.tabs.regions"), children: <RegionsTab /> },
            { key: "config", label: t("admin.tabs.config"), children: <ConfigTab /> },
            { key: "notices", label: t("admin.tabs.notices"), children: <NoticesTab /> },
            { key: "gifts", label: t("admin.tabs.gifts"), children: <GiftsTab /> },
            { key: "sources", label: t("admin.tabs.sources"), children: <MatchSourcesTab /> },
            {
              key: "texts",
              label: t("admin.tabs.texts"),
              children: (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                  <TextsTab />
                </Suspense>
              ),
            },
            { key: "admins", label: t("admin.tabs.admins"), children: <AdminsTab /> },
            { key: "audit", label: t("admin.tabs.audit"), children: <AuditTab /> },
          ]}
        />
      </>
    );

  return (
    <PageFrame title={t("admin.title")}>
      <div className="admin">{body}</div>
    </PageFrame>
  );
}
