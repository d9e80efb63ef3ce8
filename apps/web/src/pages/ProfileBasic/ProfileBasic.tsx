import { ComingSoon } from "../../components/ComingSoon/ComingSoon";

/** Basic profile: nickname, avatar, birthday, region and the rest; shown in a tab of My profile. */
export default function ProfileBasic() {
  return <ComingSoon />;
}
