import { ComingSoon } from "../../components/ComingSoon/ComingSoon";

/** Changing the password; shown in a tab of My profile. */
export default function ModifyPassword() {
  return <ComingSoon />;
}
