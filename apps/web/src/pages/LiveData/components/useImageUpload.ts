import { App } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadFile } from "../../../api/upload";
import { ImageRuleError, prepareUpload } from "../../../images/compress";

export interface ImageUploadState {
  status: "idle" | "working" | "failed";
  percent: number;
}

/**
 * One image's upload in the spec's flow: check and compress (png/jpg/jpeg, quality 80), ask for a
 * signed address, PUT the bytes with progress. Resolves the final address, or null on failure.
 */
export function useImageUpload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [state, setState] = useState<ImageUploadState>({ status: "idle", percent: 0 });

  const upload = useCallback(
    async (picked: File): Promise<string | null> => {
      let file: File;
      try {
        file = await prepareUpload(picked, "image");
      } catch (error) {
        void message.error(t(`errors.${error instanceof ImageRuleError ? error.key : "compressError"}`));
        return null;
      }
      setState({ status: "working", percent: 0 });
      try {
        const url = await uploadFile(file, "image", {
          onProgress: (percent) => setState({ status: "working", percent }),
        });
        setState({ status: "idle", percent: 100 });
        return url;
      } catch {
        // The request client has already said what went wrong.
        setState((current) => ({ status: "failed", percent: current.percent }));
        return null;
      }
    },
    [message, t],
  );

  return { state, upload };
}
