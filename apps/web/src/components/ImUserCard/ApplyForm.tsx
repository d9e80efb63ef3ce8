import { FRIEND_LIMITS, type FriendSource } from "@courtside/protocol";
import { Alert, Button, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/errors";
import { failureText } from "../../api/failure";
import { applyFriend } from "../../api/friend";

type Outcome = { kind: "sent" } | { kind: "friends" } | { kind: "error"; text: string };

/** "Add friend" with a note; says in place whether it was sent, made us friends, or why not. */
export function ApplyForm({ userId, source, onDone }: { userId: number; source: FriendSource; onDone: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = () => {
    setBusy(true);
    setOutcome(null);
    applyFriend({ userId, note: note.trim(), source })
      .then((result) => {
        setOutcome({ kind: result.status === "accepted" ? "friends" : "sent" });
        onDone();
      })
      .catch((error: unknown) =>
        setOutcome({ kind: "error", text: error instanceof ApiError ? failureText(error) : t("network.failed") }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <div className="im-apply">
      <Input.TextArea
        value={note}
        maxLength={FRIEND_LIMITS.noteMax}
        autoSize={{ minRows: 2, maxRows: 4 }}
        onChange={(event) => setNote(event.target.value)}
        aria-label={t("im.apply.note")}
        placeholder={t("im.apply.notePlaceholder")}
      />
      <Button
        type="primary"
        onClick={submit}
        loading={busy}
        disabled={outcome?.kind === "sent" || outcome?.kind === "friends"}
      >
        {t("im.apply.submit")}
      </Button>
      {outcome && (
        <Alert
          role="status"
          showIcon
          type={outcome.kind === "error" ? "error" : "success"}
          title={
            outcome.kind === "error"
              ? outcome.text
              : outcome.kind === "friends"
                ? t("im.apply.nowFriends")
                : t("im.apply.sent")
          }
        />
      )}
    </div>
  );
}
