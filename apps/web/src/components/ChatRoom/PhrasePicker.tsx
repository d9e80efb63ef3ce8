import { useQuery } from "@tanstack/react-query";
import { Button, Empty, Popover } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchPhrases } from "../../api/chatroom";
import { PHRASES_KEY } from "./phrasesKey";

/** The dialog's code comes when it is first opened. */
const PhraseManager = lazy(() => import("./PhraseManager").then((module) => ({ default: module.PhraseManager })));

/** My common phrases: pick one to put it in the message box; manage them in a dialog. */
export function PhrasePicker({ disabled, onPick }: { disabled: boolean; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  // Kept once opened, so that the dialog's closing runs its course.
  const [managerLoaded, setManagerLoaded] = useState(false);
  const phrases = useQuery({
    queryKey: PHRASES_KEY,
    queryFn: ({ signal }) => fetchPhrases(signal),
    enabled: open || managing,
  });

  const content = (
    <div className="chat-phrases">
      {phrases.data?.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("room.phrases.empty")} />
      )}
      <ul className="chat-phrases__list">
        {phrases.data?.map((phrase) => (
          <li key={phrase.id}>
            <button
              type="button"
              className="chat-phrases__pick"
              aria-label={t("room.phrases.insert", { text: phrase.text })}
              onClick={() => {
                onPick(phrase.text);
                setOpen(false);
              }}
            >
              {phrase.text}
            </button>
          </li>
        ))}
      </ul>
      <Button
        block
        size="small"
        onClick={() => {
          setOpen(false);
          setManaging(true);
          setManagerLoaded(true);
        }}
      >
        {t("room.phrases.manage")}
      </Button>
    </div>
  );

  return (
    <>
      <Popover
        content={content}
        title={t("room.phrases.title")}
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        placement="topLeft"
      >
        <Button size="small" disabled={disabled} aria-haspopup="dialog" aria-expanded={open}>
          {t("room.phrases.open")}
        </Button>
      </Popover>
      {managerLoaded && (
        <Suspense fallback={null}>
          <PhraseManager open={managing} onClose={() => setManaging(false)} />
        </Suspense>
      )}
    </>
  );
}
