import { useParams } from "react-router";
import { ColumnTabs } from "../../components/ColumnTabs/ColumnTabs";
import { ListFilterTabs } from "../../components/ListFilterTabs/ListFilterTabs";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { FirstScreenParts } from "../../firstPaint/handoff";
import { AnchorListPanel } from "./components/AnchorListPanel";
import { useAnchorColumnCounts } from "./queries";

export { prefetchAnchorList as loader } from "./prefetch";

/** Anchor live list by column (`/anchor/:column`): all rooms live first, or only the live ones (Hot). */
export default function AnchorList() {
  const columnId = Number(useParams().column);
  const counts = useAnchorColumnCounts();
  // The tabs widen as their counts arrive: the first paint stays until they have.
  return (
    <FirstScreenParts value={!counts.isPending}>
      <PageFrame>
        <ColumnTabs kind="anchor" counts={counts.data}>
          <ListFilterTabs>
            <AnchorListPanel columnId={columnId} />
          </ListFilterTabs>
        </ColumnTabs>
      </PageFrame>
    </FirstScreenParts>
  );
}
