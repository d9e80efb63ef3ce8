import { Badge } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useImStore } from "../../stores/im";
import { totalUnread } from "../../stores/imState";
import { useSessionStore } from "../../stores/session";
import { ChatIcon } from "../ImCommon/icons";
import { useImSync } from "./useImSync";
import "./ImHeader.css";

/** The messages link of the header with the unread total, 99+ above 99; keeps the store in step. */
function SignedInLink() {
  const { t } = useTranslation();
  useImSync();
  const unread = useImStore(totalUnread);
  const label = unread > 0 ? t("im.header.unread", { count: unread }) : t("im.header.messages");
  return (
    <Link to="/chat/message" className="im-header-link" aria-label={label} title={label}>
      <Badge count={unread} overflowCount={99} size="small" offset={[2, -2]}>
        <span className="im-header-link__icon">
          <ChatIcon />
        </span>
      </Badge>
    </Link>
  );
}

export function ImHeaderLink() {
  const isLogin = useSessionStore((state) => state.isLogin);
  return isLogin ? <SignedInLink /> : null;
}
