import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** Friends, new-friend applications and the blacklist. */
export default function AddressBook() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
