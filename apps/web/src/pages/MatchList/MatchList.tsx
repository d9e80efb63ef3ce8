import { ColumnTabs } from "../../components/ColumnTabs/ColumnTabs";
import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { ListFilterTabs } from "../../components/ListFilterTabs/ListFilterTabs";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** Match live list by column (`/match/:column`); the match cards arrive with a later issue. */
export default function MatchList() {
  return (
    <PageFrame>
      <ColumnTabs kind="match">
        <ListFilterTabs>
          <ComingSoon />
        </ListFilterTabs>
      </ColumnTabs>
    </PageFrame>
  );
}
