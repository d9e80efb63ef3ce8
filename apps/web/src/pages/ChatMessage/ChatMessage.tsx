import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** Conversations and the message thread. */
export default function ChatMessage() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
