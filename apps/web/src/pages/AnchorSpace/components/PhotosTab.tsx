import type { AnchorPhoto } from "@courtside/protocol";
import { Button, Image } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePhotos } from "../queries";
import { QueryState } from "./QueryState";

/** The photo wall: a grid of photos with their descriptions, previewed together. */
export function PhotosTab({ anchorId }: { anchorId: number }) {
  const { t } = useTranslation();
  const query = usePhotos(anchorId);
  return (
    <QueryState
      query={{ ...query, data: query.data?.pages.flatMap((page) => page.list) }}
      failed={t("anchor.list.failed")}
      empty={t("anchor.space.photosEmpty")}
      isEmpty={(list) => list.length === 0}
    >
      {(list) => (
        <>
          <PhotoGrid photos={list} />
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

export function PhotoGrid({ photos, action }: { photos: AnchorPhoto[]; action?: (photo: AnchorPhoto) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <Image.PreviewGroup>
      <ul className="space-photos" data-testid="anchor-photos">
        {photos.map((photo) => (
          <li key={photo.id} className="space-photo">
            <Image
              src={photo.url}
              alt={
                photo.description
                  ? t("anchor.space.photoAlt", { description: photo.description })
                  : t("anchor.space.photoAltPlain")
              }
            />
            <div className="space-photo__caption">
              <span>{photo.description}</span>
              {action?.(photo)}
            </div>
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}
