import { useParams } from "react-router";
import { ColumnTabs } from "../../components/ColumnTabs/ColumnTabs";
import { ListFilterTabs } from "../../components/ListFilterTabs/ListFilterTabs";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { FirstScreenParts } from "../../firstPaint/handoff";
import { useColumnCounts } from "../../hooks/useMatchQueries";
import { HomeBlocks } from "./components/HomeBlocks";
import { MatchListPanel } from "./components/MatchListPanel";
import "./MatchList.css";
import { HOME_COLUMN } from "./prefetch";

export { prefetchMatchList as loader } from "./prefetch";

/** Match live list by column (`/match/:column`), with the home page's blocks above column 0. */
export default function MatchList() {
  const columnId = Number(useParams().column);
  const counts = useColumnCounts();
  // The tabs widen as their counts arrive: the first paint stays until they have.
  return (
    <FirstScreenParts value={!counts.isPending}>
      <PageFrame lead={columnId === HOME_COLUMN ? <HomeBlocks /> : undefined}>
        <ColumnTabs kind="match" counts={counts.data}>
          <ListFilterTabs>
            <MatchListPanel columnId={columnId} />
          </ListFilterTabs>
        </ColumnTabs>
      </PageFrame>
    </FirstScreenParts>
  );
}
