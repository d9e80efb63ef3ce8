import { ColumnTabs } from "../../components/ColumnTabs/ColumnTabs";
import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { ListFilterTabs } from "../../components/ListFilterTabs/ListFilterTabs";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** Anchor live list by column (`/anchor/:column`); the room cards arrive with a later issue. */
export default function AnchorList() {
  return (
    <PageFrame>
      <ColumnTabs kind="anchor">
        <ListFilterTabs>
          <ComingSoon />
        </ListFilterTabs>
      </ColumnTabs>
    </PageFrame>
  );
}
