import { type ChatUser, type MuteDuration, ROOM_ROLE } from "@courtside/protocol";
import { App, Dropdown, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { banUser, deleteMessage, muteUser, setRoomRole, unmuteUser } from "../../api/chatroom";
import { inviteToStage } from "../../api/stage";
import { mayActOn, mayDo } from "./powers";

interface UserNameProps {
  user: ChatUser;
  roomId: number;
  myRole: number;
  myId: number | null;
  /** The message beside the name, which moderators may delete. */
  seq?: number;
}

/** Failures are shown by the request client; the room's own event line confirms a success. */
const quietly = (call: () => Promise<unknown>) => () => {
  call().catch(() => undefined);
};

/**
 * A sender's name. For someone who may moderate that sender it opens the actions of their role
 * (spec section 6): mute, unmute, bar, delete the message, and for the anchor the room roles.
 */
export function UserName({ user, roomId, myRole, myId, seq }: UserNameProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const target = user.id;
  const onUser = target !== null && target !== myId && mayActOn(myRole, user.role);
  const items: NonNullable<MenuProps["items"]> = [];
  const actions = new Map<string, () => void>();
  const add = (key: string, label: string, run: () => void, danger = false) => {
    items.push({ key, label, danger });
    actions.set(key, run);
  };

  if (onUser && mayDo(myRole, "mute")) {
    const durations: [string, MuteDuration][] = [
      ["mute10", 10],
      ["mute30", 30],
      ["mute60", 60],
      ["muteMatch", "match"],
    ];
    for (const [key, duration] of durations) {
      add(
        key,
        t(`room.mod.${key}` as "room.mod.mute10"),
        quietly(() => muteUser(roomId, target, duration)),
      );
    }
    add(
      "unmute",
      t("room.mod.unmute"),
      quietly(() => unmuteUser(roomId, target)),
    );
  }
  if (onUser && mayDo(myRole, "ban")) {
    add(
      "ban",
      t("room.mod.ban"),
      () =>
        void modal.confirm({
          title: t("room.mod.banConfirm", { name: user.nickname }),
          okText: t("room.mod.confirm"),
          cancelText: t("room.mod.cancel"),
          okButtonProps: { danger: true },
          onOk: () => banUser(roomId, target, true).catch(() => undefined),
        }),
      true,
    );
  }
  if (seq !== undefined && mayDo(myRole, "delete")) {
    add(
      "delete",
      t("room.mod.delete"),
      () =>
        void modal.confirm({
          title: t("room.mod.deleteConfirm"),
          okText: t("room.mod.confirm"),
          cancelText: t("room.mod.cancel"),
          okButtonProps: { danger: true },
          onOk: () => deleteMessage(roomId, seq).catch(() => undefined),
        }),
      true,
    );
  }
  // Mic connection: the anchor (and admins the anchor allows; the server decides) invite from here.
  if (onUser && myRole >= ROOM_ROLE.admin) {
    add(
      "stageInvite",
      t("stage.manage.invite"),
      quietly(() => inviteToStage(roomId, target)),
    );
  }
  if (onUser && mayDo(myRole, "grant")) {
    const grant = (role: 1 | 2, on: boolean) => quietly(() => setRoomRole(target, role, on));
    if (user.role === ROOM_ROLE.admin) add("revokeAdmin", t("room.mod.revokeAdmin"), grant(1, false));
    else add("makeAdmin", t("room.mod.makeAdmin"), grant(1, true));
    if (user.role === ROOM_ROLE.assistant) add("revokeAssistant", t("room.mod.revokeAssistant"), grant(2, false));
    else add("makeAssistant", t("room.mod.makeAssistant"), grant(2, true));
  }

  if (items.length === 0) return <span className="chat-line__name">{user.nickname}</span>;
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => actions.get(key)?.() }} trigger={["click"]}>
      <button
        type="button"
        className="chat-line__name chat-line__name--action"
        aria-haspopup="menu"
        title={t("room.mod.menu", { name: user.nickname })}
      >
        {user.nickname}
      </button>
    </Dropdown>
  );
}
