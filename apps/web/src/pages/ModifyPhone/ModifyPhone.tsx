import { ComingSoon } from "../../components/ComingSoon/ComingSoon";

/** Changing the bound phone number (with an SMS code); shown in a tab of My profile. */
export default function ModifyPhone() {
  return <ComingSoon />;
}
