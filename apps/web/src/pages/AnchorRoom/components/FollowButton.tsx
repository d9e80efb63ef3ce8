import { App, Button } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { HeartIcon } from "../../../components/icons/actionIcons";
import { CheckIcon } from "../../../components/icons/icons";
import { loginPath } from "../../../paths";
import { useSessionStore } from "../../../stores/session";
import { useFollow } from "../../AnchorList/queries";

interface FollowButtonProps {
  anchorId: number;
  name: string;
  followed: boolean;
  /** An anchor cannot follow their own room. */
  own?: boolean;
}

/** Follow or unfollow an anchor; a visitor is sent to sign in first and brought back (DECISIONS 2). */
export function FollowButton({ anchorId, name, followed, own = false }: FollowButtonProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const isLogin = useSessionStore((state) => state.isLogin);
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollow();
  if (own) return null;

  const onClick = () => {
    if (!isLogin) {
      navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    const change = () =>
      follow.mutate(
        { anchorId, follow: !followed },
        {
          onSuccess: (result) =>
            void message.success({
              content: t(result.flag === 1 ? "anchor.follow.followed" : "anchor.follow.unfollowed", { name }),
              key: "anchor.follow",
            }),
        },
      );
    if (!followed) {
      change();
      return;
    }
    // Unfollowing also ends the go-live notices: a slip of the finger should not do that.
    modal.confirm({
      title: t("anchor.follow.unfollowTitle", { name }),
      content: t("anchor.follow.unfollowBody", { name }),
      okText: t("anchor.follow.unfollow"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: true },
      onOk: change,
    });
  };

  return (
    <Button
      type={followed ? "default" : "primary"}
      icon={followed ? <CheckIcon /> : <HeartIcon />}
      loading={follow.isPending}
      onClick={onClick}
      aria-label={t(followed ? "anchor.follow.followingLabel" : "anchor.follow.followLabel", { name })}
      aria-pressed={followed}
      data-testid="follow-button"
      data-followed={followed}
    >
      {followed ? t("anchor.follow.following") : t("anchor.follow.follow")}
    </Button>
  );
}
