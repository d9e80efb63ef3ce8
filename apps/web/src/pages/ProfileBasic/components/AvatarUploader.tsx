import { App, Avatar, Button, Progress, Upload, type UploadProps } from "antd";
import ImgCrop from "antd-img-crop";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { UserIcon } from "../../../components/icons/icons";
import { avatarFileProblem, CROP, maxCropZoom, prepareForCrop } from "../../../images/crop";
import { useSessionStore } from "../../../stores/session";
import { useAvatarUpload } from "./useAvatarUpload";

const ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

/**
 * The avatar with its change button: pick, crop 1:1 (spec section 9 defaults), then upload with a
 * progress bar and, on failure, a retry.
 */
export function AvatarUploader() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const avatar = useSessionStore((state) => state.userInfo?.avatar ?? null);
  const { state, start, retry, canRetry } = useAvatarUpload();
  const [maxZoom, setMaxZoom] = useState(1);
  // Files the cropper could not take. The cropper then hands the original to beforeUpload, which
  // must refuse it rather than upload an uncropped file.
  const refused = useRef(new WeakSet<File>());

  const beforeCrop = async (file: File) => {
    try {
      const prepared = await prepareForCrop(file);
      setMaxZoom(maxCropZoom(prepared.size));
      return prepared.file;
    } catch {
      refused.current.add(file);
      return false;
    }
  };

  const beforeUpload: UploadProps["beforeUpload"] = (file) => {
    if (refused.current.has(file)) {
      void message.error(t(`errors.${avatarFileProblem(file) ?? "compressError"}`));
    } else {
      void start(file);
    }
    // We upload ourselves (progress, retry); antd's own upload list stays out of it.
    return Upload.LIST_IGNORE;
  };

  const working = state.status === "working";
  return (
    <div className="avatar-uploader">
      <Avatar
        size={96}
        src={avatar ?? undefined}
        icon={<UserIcon />}
        alt={t("accountPages.profile.avatarAlt")}
        className="avatar-uploader__image"
      />
      <div className="avatar-uploader__side">
        <ImgCrop
          aspect={CROP.aspect}
          quality={CROP.quality}
          minZoom={1}
          maxZoom={maxZoom}
          modalTitle={t("accountPages.profile.cropTitle")}
          modalOk={t("common.ok")}
          modalCancel={t("common.cancel")}
          resetText={t("accountPages.profile.cropReset")}
          beforeCrop={beforeCrop}
        >
          <Upload accept={ACCEPT} showUploadList={false} beforeUpload={beforeUpload} disabled={working}>
            <Button loading={working}>{t("accountPages.profile.changeAvatar")}</Button>
          </Upload>
        </ImgCrop>
        <p className="avatar-uploader__hint">{t("accountPages.profile.avatarHint")}</p>
        {state.status !== "idle" && state.status !== "done" && (
          <Progress
            percent={state.percent}
            size="small"
            status={state.status === "failed" ? "exception" : "active"}
            aria-label={t("accountPages.profile.uploadProgress")}
          />
        )}
        {state.status === "failed" && (
          <p className="avatar-uploader__failed" role="alert">
            {t("accountPages.profile.uploadFailed")}{" "}
            {canRetry && (
              <Button size="small" onClick={retry}>
                {t("common.retry")}
              </Button>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
