import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** Registration. */
export default function Register() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
