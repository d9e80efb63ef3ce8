import type { RoomSettings } from "@courtside/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Upload, type UploadProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveRoomSettings } from "../../../api/live";
import { uploadFile } from "../../../api/upload";
import { ImageRuleError, prepareUpload } from "../../../images/compress";

const ACCEPT = "image/png,image/jpeg,image/webp";

/** The room's cover: uploaded through the signed-upload flow, then saved at once. */
export function CoverUploader({ settings }: { settings: RoomSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (picked: File) => {
    let file: File;
    try {
      file = await prepareUpload(picked, "image");
    } catch (error) {
      void message.error(t(`errors.${error instanceof ImageRuleError ? error.key : "compressError"}`));
      return;
    }
    setPercent(0);
    try {
      const cover = await uploadFile(file, "image", { onProgress: setPercent });
      queryClient.setQueryData(["roomSettings"], await saveRoomSettings({ cover }));
      void message.success(t("player.config.coverSaved"));
    } catch {
      // The request client has said what went wrong.
    } finally {
      setPercent(null);
    }
  };

  const beforeUpload: UploadProps["beforeUpload"] = (file) => {
    void upload(file);
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="cover-uploader">
      <div className="cover-uploader__frame">
        {settings.cover ? (
          <img className="cover-uploader__image" src={settings.cover} alt={t("player.config.coverAlt")} />
        ) : (
          <span className="cover-uploader__empty">{t("player.config.noCover")}</span>
        )}
      </div>
      <div>
        <Upload accept={ACCEPT} showUploadList={false} beforeUpload={beforeUpload} disabled={percent !== null}>
          <Button loading={percent !== null}>
            {percent !== null ? t("player.config.uploading", { percent }) : t("player.config.changeCover")}
          </Button>
        </Upload>
        <p className="live-config__note">{t("player.config.coverHint")}</p>
      </div>
    </div>
  );
}
