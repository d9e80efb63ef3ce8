import { Avatar, Button, Dropdown, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useSignOut } from "../../hooks/useSignOut";
import { loginPath, PATHS } from "../../paths";
import { useSessionStore } from "../../stores/session";
import { UserIcon } from "../icons/icons";

/** "Sign in" for visitors; for signed-in users an avatar opening their account menu. */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const avatar = useSessionStore((state) => state.userInfo?.avatar ?? null);
  const signOut = useSignOut();

  if (!isLogin) {
    return (
      <Button type="primary" onClick={() => navigate(loginPath(location.pathname + location.search))}>
        {t("header.signIn")}
      </Button>
    );
  }

  const items: MenuProps["items"] = [
    { key: PATHS.user, label: t("header.personalCentre") },
    { key: PATHS.chat, label: t("header.messages") },
    { type: "divider" },
    { key: "signOut", label: t("header.signOut"), danger: true },
  ];
  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "signOut") void signOut();
    else navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={["click"]} placement="bottomRight">
      <Button type="text" shape="circle" className="account-button" aria-label={t("header.account")}>
        {/* The button carries the name, so the picture itself is decorative. */}
        <Avatar size={32} src={avatar ?? undefined} alt="" icon={<UserIcon />} className="account-button__avatar" />
      </Button>
    </Dropdown>
  );
}
