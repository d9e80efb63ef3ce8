import { PHRASES_MAX, type Phrase } from "@courtside/protocol";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Input, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addPhrase, deletePhrase, editPhrase, fetchPhrases, sortPhrases } from "../../api/chatroom";
import { ApiError } from "../../api/errors";
import { failureText } from "../../api/failure";
import { PHRASES_KEY } from "./phrasesKey";

/** Takes the phrase at `from` and puts it at `to` (a drag and drop); the ids in their new order. */
export function moveTo(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to > next.length) return [...ids];
  next.splice(to, 0, moved);
  return next;
}

/** Moves the phrase at `index` one place up (-1) or down (+1); the ids in their new order. */
export function reorder(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const other = index + step;
  const a = next[index];
  const b = next[other];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[other] = a;
  return next;
}

interface RowProps {
  phrase: Phrase;
  index: number;
  count: number;
  onChanged: () => void;
  onMove: (index: number, step: -1 | 1) => void;
  /** Drag and drop: this row was picked up, or something was dropped on it. */
  onDragFrom: (index: number) => void;
  onDropOn: (index: number) => void;
}

function PhraseRow({ phrase, index, count, onChanged, onMove, onDragFrom, onDropOn }: RowProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  // Failures are shown by the request client.
  const run = (call: Promise<unknown>) => {
    call.then(onChanged).catch(() => undefined);
  };
  return (
    // Dragging is a shortcut for the mouse; the move buttons do the same from the keyboard.
    <li
      className="phrase-row"
      draggable={draft === null}
      onDragStart={() => onDragFrom(index)}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDropOn(index);
      }}
    >
      {draft === null ? (
        <span className="phrase-row__text">{phrase.text}</span>
      ) : (
        <Input
          size="small"
          value={draft}
          maxLength={200}
          aria-label={t("room.phrases.editLabel", { index: index + 1 })}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={() => draft.trim() && run(editPhrase(phrase.id, draft.trim()).then(() => setDraft(null)))}
        />
      )}
      <Space size={4} wrap>
        {draft === null ? (
          <Button size="small" onClick={() => setDraft(phrase.text)}>
            {t("room.phrases.edit")}
          </Button>
        ) : (
          <Button
            size="small"
            type="primary"
            disabled={draft.trim() === ""}
            onClick={() => run(editPhrase(phrase.id, draft.trim()).then(() => setDraft(null)))}
          >
            {t("room.phrases.save")}
          </Button>
        )}
        <Button size="small" disabled={index === 0} onClick={() => onMove(index, -1)}>
          {t("room.phrases.up")}
        </Button>
        <Button size="small" disabled={index === count - 1} onClick={() => onMove(index, 1)}>
          {t("room.phrases.down")}
        </Button>
        <Button size="small" danger onClick={() => run(deletePhrase(phrase.id))}>
          {t("room.phrases.delete")}
        </Button>
      </Space>
    </li>
  );
}

/** Add, edit, delete and reorder my common phrases (at most PHRASES_MAX, spec section 5). */
export function PhraseManager({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const phrases = useQuery({ queryKey: PHRASES_KEY, queryFn: ({ signal }) => fetchPhrases(signal), enabled: open });
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const list = phrases.data ?? [];
  const full = list.length >= PHRASES_MAX;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PHRASES_KEY });

  const add = () => {
    const text = draft.trim();
    if (!text) return;
    setError(null);
    addPhrase(text)
      .then(() => {
        setDraft("");
        refresh();
      })
      .catch((failure: unknown) =>
        setError(failure instanceof ApiError ? failureText(failure) : t("room.input.noAnswer")),
      );
  };

  const [dragged, setDragged] = useState<number | null>(null);

  /** Shows the new order at once and saves it; the list is read again either way. */
  const save = (ids: number[]) => {
    queryClient.setQueryData(
      PHRASES_KEY,
      ids.map((id) => list.find((phrase) => phrase.id === id)).filter((p) => p !== undefined),
    );
    sortPhrases(ids).then(refresh, refresh);
  };
  const move = (index: number, step: -1 | 1) =>
    save(
      reorder(
        list.map((phrase) => phrase.id),
        index,
        step,
      ),
    );
  const drop = (index: number) => {
    if (dragged !== null && dragged !== index) {
      save(
        moveTo(
          list.map((phrase) => phrase.id),
          dragged,
          index,
        ),
      );
    }
    setDragged(null);
  };

  return (
    <Modal open={open} title={t("room.phrases.manageTitle")} onCancel={onClose} footer={null} destroyOnHidden>
      <ol className="phrase-manager">
        {list.map((phrase, index) => (
          <PhraseRow
            key={phrase.id}
            phrase={phrase}
            index={index}
            count={list.length}
            onChanged={refresh}
            onMove={move}
            onDragFrom={setDragged}
            onDropOn={drop}
          />
        ))}
      </ol>
      {list.length === 0 && !phrases.isPending && (
        <Typography.Paragraph type="secondary">{t("room.phrases.empty")}</Typography.Paragraph>
      )}
      <Space.Compact block>
        <Input
          value={draft}
          maxLength={200}
          disabled={full}
          aria-label={t("room.phrases.newLabel")}
          placeholder={t("room.phrases.newLabel")}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={add}
        />
        <Button type="primary" onClick={add} disabled={full || draft.trim() === ""}>
          {t("room.phrases.add")}
        </Button>
      </Space.Compact>
      <Typography.Paragraph
        type={full || error ? "danger" : "secondary"}
        className="phrase-manager__count"
        role="status"
      >
        {error ??
          (full
            ? t("errors.phraseLimit", { max: PHRASES_MAX })
            : t("room.phrases.count", { count: list.length, max: PHRASES_MAX }))}
      </Typography.Paragraph>
    </Modal>
  );
}
