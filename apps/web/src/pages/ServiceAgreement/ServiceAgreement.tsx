import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** The user service agreement (public). */
export default function ServiceAgreement() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
