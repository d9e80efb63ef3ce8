import { imMessageBodySchema } from "@courtside/protocol";
import { Modal } from "antd";
import { useTranslation } from "react-i18next";
import { useClock, useTypeLabel } from "../../../components/ImCommon/format";
import { type MergedBody, MessageBody, mergedItemText } from "./MessageBody";

/** A merged forward opened: each message with its sender and time, media shown as they were. */
export function MergedDialog({ merged, onClose }: { merged: MergedBody | null; onClose: () => void }) {
  const { t } = useTranslation();
  const clock = useClock();
  const typeLabel = useTypeLabel();
  return (
    <Modal
      open={merged !== null}
      title={merged?.content.title || t("im.merged.title")}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <ol className="im-merged">
        {merged?.content.items.map((item, index) => {
          const body = imMessageBodySchema.safeParse({ type: item.type, content: item.content });
          return (
            // Items have no ids of their own; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <li key={index} className="im-merged__item">
              <div className="im-merged__meta">
                <strong>{item.senderNickname}</strong> <time>{clock(item.createdAt)}</time>
              </div>
              {body.success ? <MessageBody body={body.data} /> : <span>{mergedItemText(item, typeLabel)}</span>}
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
