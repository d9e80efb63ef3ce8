import { LIMITS } from "@courtside/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Image, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addPhoto, deletePhoto } from "../../../api/anchor";
import { PhotoGrid } from "../../AnchorSpace/components/PhotosTab";
import { QueryState } from "../../AnchorSpace/components/QueryState";
import { usePhotos } from "../../AnchorSpace/queries";
import { ImagePicker } from "./ImagePicker";
import { useConfirmDelete } from "./useConfirmDelete";

/** The anchor's own photo wall: upload a photo with a description (≤ 20 characters), delete after a confirm. */
export function PhotoManager({ anchorId }: { anchorId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const photos = usePhotos(anchorId);
  const confirmDelete = useConfirmDelete();
  const [url, setUrl] = useState<string | null>(null);
  const [description, setDescription] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["anchors"] });
  const add = useMutation({
    mutationFn: () => addPhoto({ url: url ?? "", description }),
    onSuccess: async () => {
      setUrl(null);
      setDescription("");
      void message.success(t("anchor.manage.photoAdded"));
      await refresh();
    },
  });

  return (
    <div className="manage-section" data-testid="photo-manager">
      <Form layout="vertical" className="manage-form" onFinish={() => add.mutate()}>
        <Form.Item label={t("anchor.manage.chooseImage")}>
          <div className="manage-form__image">
            {url && <Image src={url} width={120} alt="" />}
            <ImagePicker label={t("anchor.manage.chooseImage")} onUploaded={setUrl} />
          </div>
        </Form.Item>
        <Form.Item
          label={t("anchor.manage.description")}
          extra={t("anchor.manage.descriptionHint")}
          htmlFor="photo-description"
        >
          <Input
            id="photo-description"
            value={description}
            maxLength={LIMITS.photoDescriptionMax}
            showCount
            onChange={(event) => setDescription(event.target.value)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!url} loading={add.isPending}>
          {t("anchor.manage.addPhoto")}
        </Button>
      </Form>
      <QueryState
        query={{ ...photos, data: photos.data?.pages.flatMap((page) => page.list) }}
        failed={t("anchor.list.failed")}
        empty={t("anchor.space.photosEmpty")}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <PhotoGrid
            photos={list}
            action={(photo) => (
              <Button
                size="small"
                danger
                aria-label={t("anchor.manage.deleteLabel", {
                  name: photo.description || t("anchor.space.photoAltPlain"),
                })}
                onClick={() =>
                  confirmDelete(t("anchor.manage.deletePhotoTitle"), () => deletePhoto(photo.id).then(refresh))
                }
              >
                {t("anchor.manage.delete")}
              </Button>
            )}
          />
        )}
      </QueryState>
    </div>
  );
}
