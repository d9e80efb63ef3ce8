import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** Frequently asked questions about going live. */
export default function LiveQuestion() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
