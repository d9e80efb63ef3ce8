import { GROUP_STATE, type GroupConfig, type GroupMember } from "@courtside/protocol";
import { Alert, App, Badge, Button, Drawer, Skeleton, Tabs, type TabsProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "./group.css";
import { clearAllMessages, dissolveGroup } from "../../../../api/group";
import { reloadConversations } from "../../../../components/ImHeader/useImSync";
import { useImStore } from "../../../../stores/im";
import { groupRequestCount } from "../../../../stores/imState";
import { drawerTabs, mayDo } from "../../group/groupState";
import { memberName } from "../../group/useGroup";
import { AdminsTab } from "./AdminsTab";
import { ApplicationsTab } from "./ApplicationsTab";
import { ExitDialog } from "./ExitDialog";
import { InviteTab } from "./InviteTab";
import { MembersTab } from "./MembersTab";
import { SettingsTab } from "./SettingsTab";

interface GroupDrawerProps {
  open: boolean;
  config: GroupConfig | null;
  members: GroupMember[];
  onClose: () => void;
  onChanged: () => void;
  onSaved: (next: GroupConfig) => void;
  /** I left or dissolved it: the thread closes. */
  onGone: () => void;
}

/** A group's settings: tabs shown by the powers table, then leave or dissolve. */
export function GroupDrawer({ open, config, members, onClose, onChanged, onSaved, onGone }: GroupDrawerProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [exiting, setExiting] = useState(false);
  const seat = config ? { role: config.me.role, rights: config.me.rights } : null;
  const tabs = drawerTabs(seat);
  const dissolved = config?.group.state === GROUP_STATE.dissolved;
  const groupId = config?.group.id ?? 0;
  const requests = useImStore((state) => groupRequestCount(state.groupRequests, groupId));

  const items: TabsProps["items"] = config
    ? [
        {
          key: "settings",
          label: t("group.drawer.tabs.settings"),
          children: (
            <SettingsTab
              config={config}
              announcerName={(() => {
                const by = members.find((member) => member.userId === config.group.announcementBy);
                return by ? memberName(by) : null;
              })()}
              onSaved={onSaved}
            />
          ),
        },
        {
          key: "members",
          label: t("group.drawer.tabs.members"),
          children: seat && (
            <MembersTab groupId={config.group.id} seat={seat} members={members} onChanged={onChanged} />
          ),
        },
        ...(tabs.admins && !dissolved
          ? [
              {
                key: "admins",
                label: t("group.drawer.tabs.admins"),
                children: <AdminsTab groupId={config.group.id} members={members} onChanged={onChanged} />,
              },
            ]
          : []),
        ...(tabs.applications && !dissolved
          ? [
              {
                key: "applications",
                label: (
                  <Badge count={requests} size="small" offset={[8, -4]}>
                    {t("group.drawer.tabs.applications")}
                  </Badge>
                ),
                children: <ApplicationsTab groupId={config.group.id} onChanged={onChanged} />,
              },
            ]
          : []),
        ...(tabs.invite && !dissolved
          ? [{ key: "invite", label: t("group.drawer.tabs.invite"), children: <InviteTab groupId={config.group.id} /> }]
          : []),
      ]
    : [];

  // The tip it posts empties the open thread; this only confirms it.
  const clearAll = () =>
    config &&
    modal.confirm({
      title: t("group.clear.confirm"),
      okButtonProps: { danger: true },
      okText: t("group.clear.open"),
      cancelText: t("common.cancel"),
      onOk: () =>
        clearAllMessages(config.group.id)
          .then(() => void message.success(t("group.clear.done")))
          .catch(() => undefined),
    });

  const dissolve = () =>
    config &&
    modal.confirm({
      title: t("group.dissolve.confirm"),
      okButtonProps: { danger: true },
      okText: t("group.dissolve.open"),
      cancelText: t("common.cancel"),
      onOk: () =>
        dissolveGroup(config.group.id)
          .then(() => {
            void message.success(t("group.dissolve.done"));
            onChanged();
            void reloadConversations();
          })
          .catch(() => undefined),
    });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("group.drawer.title")}
      width="min(100vw, 440px)"
      className="group-drawer"
      closable={{ "aria-label": t("group.drawer.close") }}
      footer={
        config &&
        !dissolved && (
          <div className="group-inline">
            {mayDo(seat, "clearAll") && <Button onClick={clearAll}>{t("group.clear.open")}</Button>}
            {mayDo(seat, "dissolve") ? (
              <Button danger onClick={dissolve}>
                {t("group.dissolve.open")}
              </Button>
            ) : (
              <Button danger onClick={() => setExiting(true)}>
                {t("group.exit.open")}
              </Button>
            )}
          </div>
        )
      }
    >
      {config === null ? (
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      ) : (
        <>
          {dissolved && <Alert type="warning" showIcon title={t("group.drawer.dissolvedNote")} />}
          <Tabs items={items} />
          <ExitDialog
            groupId={config.group.id}
            open={exiting}
            onClose={() => setExiting(false)}
            onLeft={() => {
              setExiting(false);
              void message.success(t("group.exit.done"));
              void reloadConversations();
              onGone();
            }}
          />
        </>
      )}
    </Drawer>
  );
}
