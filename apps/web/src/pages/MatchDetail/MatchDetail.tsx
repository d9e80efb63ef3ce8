import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** A match's details, reached from push notifications. */
export default function MatchDetail() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
