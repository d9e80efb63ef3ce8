import { PHRASES_MAX } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Button, Empty, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchPhrases } from "../../../api/chatroom";
import { PhraseManager } from "../../../components/ChatRoom/PhraseManager";
import { PHRASES_KEY } from "../../../components/ChatRoom/phrasesKey";
import "../../../components/ChatRoom/ChatRoom.css";

/** My common phrases (at most 10, in my order), managed with the live room's manager. */
export function PhrasesCard() {
  const { t } = useTranslation();
  const [managing, setManaging] = useState(false);
  const phrases = useQuery({ queryKey: PHRASES_KEY, queryFn: ({ signal }) => fetchPhrases(signal) });
  return (
    <div>
      {phrases.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {phrases.data?.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("room.phrases.empty")} />
      )}
      {phrases.data && phrases.data.length > 0 && (
        <ol className="im-more__phrases">
          {phrases.data.map((phrase) => (
            <li key={phrase.id}>{phrase.text}</li>
          ))}
        </ol>
      )}
      <p className="im-more__hint">{t("room.phrases.count", { count: phrases.data?.length ?? 0, max: PHRASES_MAX })}</p>
      <Button onClick={() => setManaging(true)}>{t("room.phrases.manage")}</Button>
      <PhraseManager open={managing} onClose={() => setManaging(false)} />
    </div>
  );
}
