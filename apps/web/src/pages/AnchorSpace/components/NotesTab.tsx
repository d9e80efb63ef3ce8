import type { AnchorNote } from "@courtside/protocol";
import { Button, Image } from "antd";
import { useTranslation } from "react-i18next";
import { useMatchFormat } from "../../../hooks/useMatchFormat";
import { useNotes } from "../queries";
import { QueryState } from "./QueryState";

/** The anchor's updates, newest first, each with its images in a grid that opens a preview. */
export function NotesTab({ anchorId }: { anchorId: number }) {
  const { t } = useTranslation();
  const query = useNotes(anchorId);
  return (
    <QueryState
      query={{ ...query, data: query.data?.pages.flatMap((page) => page.list) }}
      failed={t("anchor.list.failed")}
      empty={t("anchor.space.notesEmpty")}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <>
          <ul className="space-notes" data-testid="anchor-notes">
            {list.map((note) => (
              <NoteItem key={note.id} note={note} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button
              className="space-more"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t("anchor.space.more")}
            </Button>
          )}
        </>
      )}
    </QueryState>
  );
}

export function NoteItem({ note, action }: { note: AnchorNote; action?: React.ReactNode }) {
  const { t } = useTranslation();
  const format = useMatchFormat();
  return (
    <li className="space-note">
      <div className="space-note__head">
        <time dateTime={new Date(note.createdAt).toISOString()}>{format.dateTime(note.createdAt)}</time>
        {action}
      </div>
      {note.content && <p className="space-note__text">{note.content}</p>}
      {note.images.length > 0 && (
        <Image.PreviewGroup>
          <div className={`space-note__images space-note__images--${Math.min(note.images.length, 3)}`}>
            {note.images.map((src, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same image may appear twice in one update
              <Image key={index} src={src} alt={t("anchor.space.noteImageAlt", { n: index + 1 })} />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
    </li>
  );
}
