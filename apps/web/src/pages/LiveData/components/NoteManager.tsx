import { ANCHOR_SPACE_LIMITS, LIMITS } from "@courtside/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Image, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addNote, deleteNote } from "../../../api/anchor";
import { NoteItem } from "../../AnchorSpace/components/NotesTab";
import { QueryState } from "../../AnchorSpace/components/QueryState";
import { useNotes } from "../../AnchorSpace/queries";
import { ImagePicker } from "./ImagePicker";
import { useConfirmDelete } from "./useConfirmDelete";

/** The anchor's own updates: text and up to 9 images; delete after a confirm. */
export function NoteManager({ anchorId }: { anchorId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const notes = useNotes(anchorId);
  const confirmDelete = useConfirmDelete();
  const [content, setContent] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["anchors"] });
  const post = useMutation({
    mutationFn: () => addNote({ content, images }),
    onSuccess: async () => {
      setContent("");
      setImages([]);
      void message.success(t("anchor.manage.posted"));
      await refresh();
    },
  });
  const full = images.length >= LIMITS.imagesPerPost;

  return (
    <div className="manage-section" data-testid="note-manager">
      <Form layout="vertical" className="manage-form" onFinish={() => post.mutate()}>
        <Form.Item label={t("anchor.manage.noteText")} htmlFor="note-text">
          <Input.TextArea
            id="note-text"
            value={content}
            rows={3}
            maxLength={ANCHOR_SPACE_LIMITS.noteTextMax}
            showCount
            onChange={(event) => setContent(event.target.value)}
          />
        </Form.Item>
        <div className="manage-form__thumbs">
          {images.map((src, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be added twice
            <div key={index} className="manage-thumb">
              <Image src={src} width={72} height={72} alt="" />
              <Button
                size="small"
                onClick={() => setImages(images.filter((_, i) => i !== index))}
                aria-label={t("anchor.manage.removeImage", { n: index + 1 })}
              >
                ×
              </Button>
            </div>
          ))}
        </div>
        <div className="manage-form__row">
          <ImagePicker
            multiple
            disabled={full}
            label={t("anchor.manage.addImages", { count: images.length })}
            onUploaded={(url) =>
              setImages((current) => (current.length < LIMITS.imagesPerPost ? [...current, url] : current))
            }
          />
          <Button
            type="primary"
            htmlType="submit"
            disabled={!content.trim() && images.length === 0}
            loading={post.isPending}
          >
            {t("anchor.manage.post")}
          </Button>
        </div>
      </Form>
      <QueryState
        query={{ ...notes, data: notes.data?.pages.flatMap((page) => page.list) }}
        failed={t("anchor.list.failed")}
        empty={t("anchor.space.notesEmpty")}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ul className="space-notes">
            {list.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                action={
                  <Button
                    size="small"
                    danger
                    onClick={() =>
                      confirmDelete(t("anchor.manage.deleteNoteTitle"), () => deleteNote(note.id).then(refresh))
                    }
                  >
                    {t("anchor.manage.delete")}
                  </Button>
                }
              />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
