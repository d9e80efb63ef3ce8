import { GROUP_LIMITS } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Input, Modal, Radio, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { exitGroup, fetchExitReasons } from "../../../../api/group";

/** Leaving a group: a reason from the server's list (in my language) and an optional note. */
export function ExitDialog({
  groupId,
  open,
  onClose,
  onLeft,
}: {
  groupId: number;
  open: boolean;
  onClose: () => void;
  onLeft: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const reasons = useQuery({
    queryKey: ["group", "exitReasons", i18n.language],
    queryFn: ({ signal }) => fetchExitReasons(signal),
    enabled: open,
  });
  const submit = () => {
    if (reasonId === null) return;
    setBusy(true);
    exitGroup(groupId, reasonId, note.trim() || undefined)
      .then(onLeft)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Modal
      open={open}
      title={t("group.exit.title")}
      onCancel={onClose}
      onOk={submit}
      okText={t("group.exit.submit")}
      cancelText={t("common.cancel")}
      okButtonProps={{ danger: true, disabled: reasonId === null, loading: busy }}
      destroyOnHidden
    >
      {reasons.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      <fieldset className="group-pick">
        <legend>{t("group.exit.reason")}</legend>
        <Radio.Group
          className="group-pick__list"
          value={reasonId}
          onChange={(event) => setReasonId(Number(event.target.value))}
          options={reasons.data?.list.map((reason) => ({ value: reason.id, label: reason.text })) ?? []}
        />
      </fieldset>
      <div className="group-field">
        <span>{t("group.exit.note")}</span>
        <Input.TextArea
          value={note}
          aria-label={t("group.exit.note")}
          maxLength={GROUP_LIMITS.exitNoteMax}
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
    </Modal>
  );
}
