import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import "./UserInfo.css";

const TABS = ["basic", "modifyPhone", "modifyPassword"] as const;

/** My profile, with its three tabs as child routes so each can be linked to. */
export default function UserInfo() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = TABS.find((tab) => pathname.endsWith(`/${tab}`)) ?? "basic";
  const labels = {
    basic: t("nav.basic"),
    modifyPhone: t("titles.changePhone"),
    modifyPassword: t("titles.changePassword"),
  };

  return (
    <PageFrame>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(`/user/info/${key}`)}
        items={TABS.map((tab) => ({ key: tab, label: labels[tab], children: tab === active ? <Outlet /> : null }))}
      />
    </PageFrame>
  );
}
