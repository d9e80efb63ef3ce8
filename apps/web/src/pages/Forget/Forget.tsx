import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** Password reset. */
export default function Forget() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
