import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { completeTask, saveProfile } from "../../../api/profile";
import { uploadFile } from "../../../api/upload";
import { ImageRuleError, prepareUpload } from "../../../images/compress";
import { useSessionStore } from "../../../stores/session";

export type AvatarUploadStatus = "idle" | "working" | "failed" | "done";

export interface AvatarUploadState {
  status: AvatarUploadStatus;
  percent: number;
}

/**
 * The avatar's upload after cropping: compress, check the 30 MB limit, upload with progress, save
 * it to the profile, then record task_10. A failed upload keeps the prepared file for a retry.
 */
export function useAvatarUpload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [state, setState] = useState<AvatarUploadState>({ status: "idle", percent: 0 });
  const [pending, setPending] = useState<File | null>(null);

  const send = useCallback(
    async (file: File) => {
      setPending(file);
      setState({ status: "working", percent: 0 });
      try {
        const url = await uploadFile(file, "avatar", {
          onProgress: (percent) => setState({ status: "working", percent }),
        });
        const info = await saveProfile({ avatar: url });
        useSessionStore.getState().setUserInfo(info);
        queryClient.setQueryData(["profile"], info);
        setPending(null);
        setState({ status: "done", percent: 100 });
        void message.success({
          content: t("accountPages.profile.avatarSaved"),
          key: "accountPages.profile.avatarSaved",
        });
        void completeTask("task_10").catch(() => undefined);
      } catch {
        // The request client has already said what went wrong.
        setState((current) => ({ status: "failed", percent: current.percent }));
      }
    },
    [message, queryClient, t],
  );

  const start = useCallback(
    async (cropped: File) => {
      let file: File;
      try {
        file = await prepareUpload(cropped, "avatar");
      } catch (error) {
        const key = error instanceof ImageRuleError ? error.key : "compressError";
        void message.error(t(`errors.${key}`));
        setState({ status: "idle", percent: 0 });
        return;
      }
      await send(file);
    },
    [message, send, t],
  );

  const retry = useCallback(() => {
    if (pending) void send(pending);
  }, [pending, send]);

  return { state, start, retry, canRetry: pending !== null };
}
