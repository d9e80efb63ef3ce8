import { badge } from "@courtside/protocol";
import { Badge } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotifyStore } from "../../stores/notify";
import { useSessionStore } from "../../stores/session";
import { BellIcon } from "../icons/icons";
import { NotifyCentre } from "./NotifyCentre";
import { NotifyPrompt } from "./NotifyPrompt";
import { useNotifySync } from "./useNotifySync";
import "./NotifyBell.css";

function SignedInBell({ uid }: { uid: number }) {
  const { t } = useTranslation();
  useNotifySync(uid);
  const unread = useNotifyStore((state) => state.unread);
  const [open, setOpen] = useState(false);
  const label = unread > 0 ? t("notify.bell.unread", { count: unread, unread: badge(unread) }) : t("notify.bell.label");
  return (
    <>
      <button
        type="button"
        className="notify-bell"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Badge count={unread} overflowCount={99} size="small" offset={[2, -2]}>
          <span className="notify-bell__icon">
            <BellIcon />
          </span>
        </Badge>
      </button>
      <NotifyCentre open={open} onClose={() => setOpen(false)} />
      <NotifyPrompt />
    </>
  );
}

/** The header's bell with the unread count (99+ above 99); it opens the notification centre. */
export function NotifyBell() {
  const uid = useSessionStore((state) => (state.isLogin ? (state.userInfo?.uid ?? null) : null));
  return uid === null ? null : <SignedInBell uid={uid} />;
}
