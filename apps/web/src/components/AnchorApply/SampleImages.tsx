import { APPLICATION_LIMITS } from "@courtside/protocol";
import { App, Upload, type UploadFile, type UploadProps } from "antd";
import { useTranslation } from "react-i18next";
import { uploadFile } from "../../api/upload";
import { ImageRuleError, prepareUpload } from "../../images/compress";

const ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

interface Props {
  value?: UploadFile<{ url: string }>[];
  onChange?: (files: UploadFile<{ url: string }>[]) => void;
  id?: string;
}

/**
 * Sample images through the signed-upload flow: each is compressed, uploaded with its progress on
 * its tile, and may be removed; at most nine.
 */
export function SampleImages({ value = [], onChange, id }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const customRequest: UploadProps["customRequest"] = ({ file, onProgress, onSuccess, onError }) => {
    if (!(file instanceof File)) return;
    void (async () => {
      try {
        const prepared = await prepareUpload(file, "image");
        const url = await uploadFile(prepared, "image", { onProgress: (percent) => onProgress?.({ percent }) });
        onSuccess?.({ url });
      } catch (error) {
        // Image rules are ours to explain; upload failures were already shown by the request client.
        if (error instanceof ImageRuleError) void message.error(t(`errors.${error.key}`));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      }
    })();
  };

  return (
    <Upload<{ url: string }>
      id={id}
      accept={ACCEPT}
      listType="picture-card"
      multiple
      maxCount={APPLICATION_LIMITS.sampleImagesMax}
      fileList={value}
      customRequest={customRequest}
      onChange={({ fileList }) => onChange?.(fileList.filter((file) => file.status !== "error"))}
      showUploadList={{ showPreviewIcon: false }}
      progress={{ size: 3, "aria-label": t("admin.apply.uploadProgress") }}
    >
      {value.length < APPLICATION_LIMITS.sampleImagesMax && (
        <button type="button" className="anchor-apply__upload">
          <span aria-hidden="true">+</span>
          <span>{t("admin.apply.upload")}</span>
        </button>
      )}
    </Upload>
  );
}
