import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** Anchors and matches the user follows. */
export default function MyFollows() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
