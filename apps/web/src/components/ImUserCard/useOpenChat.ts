import { useCallback } from "react";
import { useNavigate } from "react-router";
import { openConversation } from "../../api/im";
import { useImStore } from "../../stores/im";

/** "Send message": the single chat with this person (made on first use), opened on the chat screen. */
export function useOpenChat(): (userId: number, options?: { replace?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (userId: number, options: { replace?: boolean } = {}) => {
      const conversation = await openConversation(userId);
      useImStore.getState().upsert(conversation);
      navigate(`/chat/message?c=${conversation.id}`, { replace: options.replace });
    },
    [navigate],
  );
}
