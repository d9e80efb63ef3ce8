import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** An anchor's live-room settings. */
export default function LiveConfiguration() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
