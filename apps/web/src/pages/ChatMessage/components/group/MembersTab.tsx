import { GROUP_ROLE, type GroupMember } from "@courtside/protocol";
import { App, Button, Dropdown, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { deleteMemberMessages, kickMember, muteMember } from "../../../../api/group";
import { ImAvatar } from "../../../../components/ImCommon/ImAvatar";
import { MoreIcon } from "../../../../components/ImCommon/icons";
import { useDateTime } from "../../../../hooks/useDateTime";
import { useNow } from "../../../../hooks/useNow";
import { type GroupSeat, memberMenu } from "../../group/groupState";
import { memberName } from "../../group/useGroup";

/** A role's tag beside a name (plain members have none). */
export function RoleTag({ role }: { role: number }) {
  const { t } = useTranslation();
  if (role === GROUP_ROLE.owner) return <span className="group-role group-role--owner">{t("group.role.owner")}</span>;
  if (role === GROUP_ROLE.admin) return <span className="group-role">{t("group.role.admin")}</span>;
  return null;
}

interface MembersTabProps {
  groupId: number;
  seat: GroupSeat;
  members: GroupMember[];
  onChanged: () => void;
}

/** The members, each with the mute, delete-messages and remove menu my role allows on them. */
export function MembersTab({ groupId, seat, members, onChanged }: MembersTabProps) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { message, modal } = App.useApp();
  const now = useNow(60_000);

  const act = (member: GroupMember, key: string) => {
    const name = memberName(member);
    if (key === "remove") {
      modal.confirm({
        title: t("group.members.removeConfirm", { name }),
        okButtonProps: { danger: true },
        okText: t("common.ok"),
        cancelText: t("common.cancel"),
        onOk: () =>
          kickMember(groupId, member.userId)
            .then(() => {
              void message.success(t("group.members.removed", { name }));
              onChanged();
            })
            .catch(() => undefined),
      });
      return;
    }
    if (key === "deleteMessages") {
      modal.confirm({
        title: t("group.members.deleteMessagesConfirm", { name }),
        okButtonProps: { danger: true },
        okText: t("common.ok"),
        cancelText: t("common.cancel"),
        onOk: () =>
          deleteMemberMessages(groupId, member.userId)
            .then(() => void message.success(t("group.members.messagesDeleted", { name })))
            .catch(() => undefined),
      });
      return;
    }
    const hours = key === "unmute" ? 0 : Number(key.slice("mute:".length));
    muteMember(groupId, member.userId, hours)
      .then(() => {
        void message.success(t(hours === 0 ? "group.members.unmuted" : "group.members.muted", { name }));
        onChanged();
      })
      .catch(() => undefined);
  };

  return (
    <ul className="group-list">
      {members.map((member) => {
        const name = memberName(member);
        const keys = memberMenu(seat, member, now);
        const muteKeys = keys.filter((key) => key.startsWith("mute:"));
        const items: MenuProps["items"] = [
          ...(muteKeys.length > 0
            ? [
                {
                  // A group, not a submenu: nothing to hover on a phone.
                  type: "group" as const,
                  key: "mute",
                  label: t("group.members.mute"),
                  children: muteKeys.map((key) => ({
                    key,
                    label: t(`group.members.duration.${key.slice("mute:".length) as "1"}`),
                  })),
                },
              ]
            : []),
          ...(keys.includes("unmute") ? [{ key: "unmute", label: t("group.members.unmute") }] : []),
          ...(keys.includes("deleteMessages")
            ? [{ key: "deleteMessages", label: t("group.members.deleteMessages"), danger: true }]
            : []),
          ...(keys.includes("remove") ? [{ key: "remove", label: t("group.members.remove"), danger: true }] : []),
        ];
        const muted = member.mutedUntil !== null && member.mutedUntil > now;
        return (
          <li key={member.userId} className="group-list__item">
            <ImAvatar name={name} src={member.avatar} size={36} />
            <span className="group-list__body">
              <span className="group-list__name">
                {name} <RoleTag role={member.role} />
              </span>
              {muted && member.mutedUntil !== null && (
                <small className="group-muted">
                  {t("group.members.mutedUntil", { date: dateTime(member.mutedUntil) })}
                </small>
              )}
            </span>
            {items.length > 0 && (
              <Dropdown menu={{ items, onClick: ({ key }) => act(member, key) }} trigger={["click"]}>
                <Button type="text" icon={<MoreIcon />} aria-label={t("group.members.actions", { name })} />
              </Dropdown>
            )}
          </li>
        );
      })}
    </ul>
  );
}
