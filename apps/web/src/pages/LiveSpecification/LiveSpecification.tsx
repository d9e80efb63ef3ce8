import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** The rules anchors follow while live. */
export default function LiveSpecification() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
