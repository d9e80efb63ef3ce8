import { useQuery } from "@tanstack/react-query";
import { Button, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useSignOut } from "../../hooks/useSignOut";
import { loginPath, PATHS } from "../../paths";
import { useSessionStore } from "../../stores/session";
import { Avatar } from "../Avatar/Avatar";
import { UserIcon } from "../icons/icons";
import { MenuButton } from "../MenuButton/MenuButton";

/** "Sign in" for visitors; for signed-in users an avatar opening their account menu. */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const avatar = useSessionStore((state) => state.userInfo?.avatar ?? null);
  const uid = useSessionStore((state) => state.userInfo?.uid);
  const signOut = useSignOut();
  // Whether to offer the console; quiet, as most users are not admins and the menu works without it.
  const admin = useQuery({
    queryKey: ["admin", "me", uid],
    // Loaded when asked: the admin calls stay out of every visitor's first download.
    queryFn: async ({ signal }) => (await import("../../api/admin")).fetchAdminMe(signal, true),
    enabled: isLogin && uid !== undefined,
    staleTime: 10 * 60_000,
  });

  if (!isLogin) {
    return (
      // A plain button drawn like antd's primary one: antd's keeps a hidden loading icon whose
      // motion sets state as it mounts, which renders every first screen twice in its commit.
      <button
        type="button"
        className="header-sign-in"
        onClick={() => navigate(loginPath(location.pathname + location.search))}
      >
        {t("header.signIn")}
      </button>
    );
  }

  const items: MenuProps["items"] = [
    { key: PATHS.user, label: t("header.personalCentre") },
    { key: PATHS.chat, label: t("header.messages") },
    ...(admin.data?.isSuperAdmin ? [{ key: PATHS.admin, label: t("titles.admin") }] : []),
    { type: "divider" },
    { key: "signOut", label: t("header.signOut"), danger: true },
  ];
  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "signOut") void signOut();
    else navigate(key);
  };

  return (
    <MenuButton menu={{ items, onClick }} placement="bottomRight">
      {/* The button carries the name, so the picture itself is decorative. As the button's icon
          (not its content), it spares antd's hidden loading icon and the render that one costs. */}
      <Button
        type="text"
        shape="circle"
        className="account-button"
        aria-label={t("header.account")}
        icon={<Avatar size={32} src={avatar} icon={<UserIcon />} className="account-button__avatar" />}
      />
    </MenuButton>
  );
}
