import type { ImSearchHit } from "@courtside/protocol";
import { Empty } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useOpenChat } from "../../components/ImUserCard/useOpenChat";
import { ConversationList } from "./components/ConversationList";
import { SearchDialog } from "./components/SearchDialog";
import { SystemMessages } from "./components/SystemMessages";
import { Thread } from "./components/Thread";
import "./ChatMessage.css";

/** A positive whole number from the address, else null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Conversations and the open thread: two panes side by side on a wide screen, one at a time on a
 * phone (the thread with a back button). What is open lives in the address (`?c=<id>`, `?system=1`,
 * `?seq=` for a found message), so the browser's back button and a shared link work.
 */
export default function ChatMessage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openChat = useOpenChat();
  const [params] = useSearchParams();
  const [searching, setSearching] = useState(false);
  const conversationId = idParam(params.get("c"));
  const withUser = idParam(params.get("u"));
  const focusSeq = idParam(params.get("seq"));
  const systemOpen = params.get("system") === "1";
  const paneOpen = conversationId !== null || systemOpen;

  // `?u=<user id>` (from a card or the address book): the chat with that person.
  useEffect(() => {
    // Replacing the address, so "back" does not land on `?u=` and open it again.
    if (withUser !== null) {
      void openChat(withUser, { replace: true }).catch(() => navigate("/chat/message", { replace: true }));
    }
  }, [withUser, openChat, navigate]);

  const back = () => navigate("/chat/message");
  const jump = (hit: ImSearchHit) => navigate(`/chat/message?c=${hit.message.conversationId}&seq=${hit.message.seq}`);

  return (
    <section className={paneOpen ? "im-chat is-thread-open" : "im-chat"}>
      <h1 className="page-frame__title im-chat__title">{t("titles.privateMessages")}</h1>
      <div className="im-chat__panes">
        <aside className="im-chat__list" aria-label={t("im.list.label")}>
          <ConversationList activeId={conversationId} systemOpen={systemOpen} onSearch={() => setSearching(true)} />
        </aside>
        <div className="im-chat__thread">
          {conversationId !== null ? (
            <Thread
              key={conversationId}
              conversationId={conversationId}
              focusSeq={focusSeq}
              onBack={back}
              onJump={jump}
            />
          ) : systemOpen ? (
            <SystemMessages onBack={back} />
          ) : (
            <Empty className="im-chat__none" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("im.thread.none")} />
          )}
        </div>
      </div>
      <SearchDialog
        open={searching}
        onClose={() => setSearching(false)}
        onJump={(hit) => {
          setSearching(false);
          jump(hit);
        }}
      />
    </section>
  );
}
