import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** An anchor's live history with monthly statistics. */
export default function LiveData() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
