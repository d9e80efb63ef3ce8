import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** An anchor's live room: player, chat room, gifts and red packets. */
export default function AnchorRoom() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
