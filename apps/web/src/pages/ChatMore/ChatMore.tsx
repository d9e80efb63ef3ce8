import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** Groups, message settings and common phrases. */
export default function ChatMore() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
