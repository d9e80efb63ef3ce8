import { Button, Progress, Upload } from "antd";
import { useTranslation } from "react-i18next";
import { useImageUpload } from "./useImageUpload";

const ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

/** Picks an image and uploads it with a progress bar; `onUploaded` gets its address. */
export function ImagePicker({
  label,
  onUploaded,
  disabled = false,
  multiple = false,
}: {
  label: string;
  onUploaded: (url: string) => void;
  disabled?: boolean;
  multiple?: boolean;
}) {
  const { t } = useTranslation();
  const { state, upload } = useImageUpload();
  const working = state.status === "working";
  return (
    <div className="image-picker">
      <Upload
        accept={ACCEPT}
        multiple={multiple}
        showUploadList={false}
        disabled={disabled || working}
        beforeUpload={(file) => {
          void upload(file).then((url) => url && onUploaded(url));
          // We upload ourselves (compression, progress); antd's own list stays out of it.
          return Upload.LIST_IGNORE;
        }}
      >
        <Button loading={working} disabled={disabled}>
          {label}
        </Button>
      </Upload>
      {state.status !== "idle" && (
        <Progress
          percent={state.percent}
          size="small"
          status={state.status === "failed" ? "exception" : "active"}
          aria-label={t("anchor.manage.uploadProgress")}
        />
      )}
      {state.status === "failed" && (
        <p className="image-picker__failed" role="alert">
          {t("anchor.manage.uploadFailed")}
        </p>
      )}
    </div>
  );
}
