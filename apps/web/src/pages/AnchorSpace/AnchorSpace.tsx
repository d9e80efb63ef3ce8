import { Avatar, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { anchorRoomPath } from "../../paths";
import { useSessionStore } from "../../stores/session";
import { useAnchorDetails } from "../AnchorList/queries";
import { FollowButton } from "../AnchorRoom/components/FollowButton";
import { HistoryTab } from "./components/HistoryTab";
import { InfoTab } from "./components/InfoTab";
import { NotesTab } from "./components/NotesTab";
import { PhotosTab } from "./components/PhotosTab";
import { ReplaysTab } from "./components/ReplaysTab";
import { ScheduleTab } from "./components/ScheduleTab";
import "./AnchorSpace.css";
import { LiveIcon } from "../../components/icons/actionIcons";
import { AnchorQueryState } from "../AnchorList/components/AnchorQueryState";
import { LinkButton } from "../AnchorList/components/LinkButton";

const TABS = ["schedule", "replays", "notes", "photos", "info", "history"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** An anchor's space (`/anchor/space/:id`): schedule, replays, updates, photo wall, info and live history. */
export default function AnchorSpace() {
  const { t } = useTranslation();
  const anchorId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const active: Tab = isTab(requested) ? requested : "schedule";
  const query = useAnchorDetails(anchorId);
  const own = useSessionStore((state) => state.userInfo?.uid === anchorId);

  if (!query.data) return <AnchorQueryState query={query} avatar />;

  const anchor = query.data;
  const panels: Record<Tab, React.ReactNode> = {
    schedule: <ScheduleTab anchorId={anchor.id} />,
    replays: <ReplaysTab anchorId={anchor.id} />,
    notes: <NotesTab anchorId={anchor.id} />,
    photos: <PhotosTab anchorId={anchor.id} />,
    info: <InfoTab anchor={anchor} />,
    history: <HistoryTab anchorId={anchor.id} />,
  };
  return (
    <PageFrame
      title={t("anchor.space.title", { name: anchor.nickname })}
      lead={
        <div className="space-head">
          <Avatar size={72} src={anchor.avatar ?? undefined} alt="">
            {anchor.nickname.slice(0, 1).toUpperCase()}
          </Avatar>
          <div className="space-head__texts">
            <p className="space-head__room">{anchor.roomName}</p>
            <p className="space-head__meta">
              <span data-testid="space-followers">{t("anchor.followers", { count: anchor.followers })}</span>
              <span className={anchor.live ? "space-head__live" : undefined}>
                {anchor.live ? t("anchor.live") : t("anchor.offline")}
              </span>
            </p>
          </div>
          <div className="space-head__actions">
            <FollowButton anchorId={anchor.id} name={anchor.nickname} followed={anchor.followed} own={own} />
            <LinkButton to={anchorRoomPath(anchor.id)} icon={<LiveIcon />}>
              {t("anchor.space.enterRoom")}
            </LinkButton>
          </div>
        </div>
      }
    >
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === "schedule" ? {} : { tab: key }, { replace: true })}
        items={TABS.map((tab) => ({
          key: tab,
          label: t(`anchor.space.tabs.${tab}`),
          children: tab === active ? panels[tab] : null,
        }))}
      />
    </PageFrame>
  );
}
