import { ANCHOR_STATE } from "@courtside/protocol";
import { Result, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { useSessionStore } from "../../stores/session";
import { anchorSpacePath } from "../AnchorList/links";
import { HistoryTab } from "../AnchorSpace/components/HistoryTab";
import "../AnchorSpace/AnchorSpace.css";
import { CoverManager } from "./components/CoverManager";
import { FansList } from "./components/FansList";
import { NoteManager } from "./components/NoteManager";
import { PhotoManager } from "./components/PhotoManager";
import "./LiveData.css";

const TABS = ["history", "fans", "photos", "notes", "covers"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/**
 * An anchor's live data (`/user/datas`): live history with monthly statistics and fans, and the
 * management of the space: photo wall, updates and regional covers.
 */
export default function LiveData() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.userInfo);
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const active: Tab = isTab(requested) ? requested : "history";

  if (!user || user.anchorState !== ANCHOR_STATE.approved) {
    return (
      <PageFrame>
        <Result status="info" title={t("anchor.data.notAnchor")} />
      </PageFrame>
    );
  }
  const panels: Record<Tab, React.ReactNode> = {
    history: <HistoryTab anchorId={user.uid} />,
    fans: <FansList />,
    photos: <PhotoManager anchorId={user.uid} />,
    notes: <NoteManager anchorId={user.uid} />,
    covers: <CoverManager />,
  };
  return (
    <PageFrame>
      <p className="live-data__space">
        <Link to={anchorSpacePath(user.uid)}>{t("anchor.data.viewSpace")}</Link>
      </p>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === "history" ? {} : { tab: key }, { replace: true })}
        items={TABS.map((tab) => ({
          key: tab,
          label: t(`anchor.data.tabs.${tab}`),
          children: tab === active ? panels[tab] : null,
        }))}
      />
    </PageFrame>
  );
}
