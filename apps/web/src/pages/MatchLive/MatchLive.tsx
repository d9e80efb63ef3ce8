import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** A match's live stream with its chat room. */
export default function MatchLive() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
