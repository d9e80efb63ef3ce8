import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** The privacy agreement (public). */
export default function PrivacyAgreement() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
