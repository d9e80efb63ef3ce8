import { App, Button, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadFile } from "../../../api/upload";
import { ImageRuleError, prepareUpload } from "../../../images/compress";

/** A banner's picture: uploaded through the signed-upload flow, shown small, removable. */
export function BannerImage({ value, onChange }: { value?: string | null; onChange?: (url: string | null) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (picked: File) => {
    try {
      const file = await prepareUpload(picked, "image");
      setPercent(0);
      onChange?.(await uploadFile(file, "image", { onProgress: setPercent }));
    } catch (error) {
      if (error instanceof ImageRuleError) void message.error(t(`errors.${error.key}`));
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="admin-banner__image">
      {value ? <img src={value} alt={t("admin.config.bannerImage")} /> : <span>{t("admin.config.noImage")}</span>}
      <Upload
        accept="image/png,image/jpeg,image/webp"
        showUploadList={false}
        disabled={percent !== null}
        beforeUpload={(file) => {
          void upload(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button size="small" loading={percent !== null}>
          {percent !== null ? t("admin.config.uploading", { percent }) : t("admin.config.uploadImage")}
        </Button>
      </Upload>
      {value && (
        <Button size="small" onClick={() => onChange?.(null)}>
          {t("admin.config.removeImage")}
        </Button>
      )}
    </div>
  );
}
