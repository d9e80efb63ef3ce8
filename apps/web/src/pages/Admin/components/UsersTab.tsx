import { type AdminUser, ANCHOR_STATE } from "@courtside/protocol";
import { App, Button, Checkbox, Input, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { bindUser, fetchAdminUsers, speechUnbanUser, unbanUser, unbindUser } from "../../../api/admin";
import { useDateTime } from "../../../hooks/useDateTime";
import { usePaging } from "../../../hooks/usePaging";
import { useSessionStore } from "../../../stores/session";
import { ANCHOR_STATE_LIST, anchorStateKey, STATE_COLOURS } from "../labels";
import { useAdminAction, useAdminQuery } from "../useAdminQuery";
import { BanDialog } from "./BanDialog";
import { SpeechBanDialog } from "./SpeechBanDialog";

const BANNED: number[] = [ANCHOR_STATE.banned, ANCHOR_STATE.permanentlyBanned];
const isBanned = (user: AdminUser) => user.status === 1 || BANNED.includes(user.anchorState);

/** Find users and ban or unban them. */
export function UsersTab() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [keyword, setKeyword] = useState("");
  const [anchorState, setAnchorState] = useState<number | undefined>();
  const [mine, setMine] = useState(false);
  const myId = useSessionStore((state) => state.userInfo?.uid);
  const { page, pageSize, setPage, tablePagination } = usePaging();
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const [silencing, setSilencing] = useState<AdminUser | null>(null);
  const dateTime = useDateTime();
  const list = useAdminQuery(["users", keyword, anchorState, mine, page, pageSize], (code) =>
    fetchAdminUsers(code, { keyword: keyword || undefined, anchorState, mine: mine || undefined, page, pageSize }),
  );
  const bind = useAdminAction((code, userId: number) => bindUser(code, userId));
  const release = useAdminAction((code, userId: number) => unbindUser(code, userId));
  const unban = useAdminAction((code, userId: number) => unbanUser(code, userId));
  const letSpeak = useAdminAction((code, userId: number) => speechUnbanUser(code, userId));

  const confirmLetSpeak = (user: AdminUser) =>
    modal.confirm({
      title: t("admin.users.speech.unbanTitle", { name: user.nickname }),
      content: t("admin.users.speech.unbanBody"),
      okText: t("admin.users.speech.unban"),
      cancelText: t("common.cancel"),
      onOk: async () => {
        await letSpeak.mutateAsync(user.uid);
        void message.success(t("admin.users.speech.unbanned"));
      },
    });

  const confirmUnban = (user: AdminUser) =>
    modal.confirm({
      title: t("admin.users.unbanTitle", { name: user.nickname }),
      content: t("admin.users.unbanBody"),
      okText: t("admin.users.unban"),
      cancelText: t("common.cancel"),
      onOk: async () => {
        await unban.mutateAsync(user.uid);
        void message.success(t("admin.users.unbanned"));
      },
    });

  return (
    <div className="admin-users">
      <Space wrap className="admin-toolbar">
        <Input.Search
          aria-label={t("admin.users.searchLabel")}
          placeholder={t("admin.users.search")}
          allowClear
          enterButton
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          className="admin-toolbar__search"
        />
        <Select<number | undefined>
          aria-label={t("admin.users.stateFilter")}
          className="admin-toolbar__select"
          value={anchorState}
          placeholder={t("admin.users.anyState")}
          allowClear
          onChange={(value) => {
            setAnchorState(value);
            setPage(1);
          }}
          options={ANCHOR_STATE_LIST.map(({ key, value }) => ({ value, label: t(`admin.anchorStates.${key}`) }))}
        />
        <Checkbox
          checked={mine}
          onChange={(event) => {
            setMine(event.target.checked);
            setPage(1);
          }}
        >
          {t("admin.team.onlyMine")}
        </Checkbox>
      </Space>
      <Table<AdminUser>
        rowKey="uid"
        size="middle"
        scroll={{ x: true }}
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: t("admin.users.empty") }}
        pagination={tablePagination(list.data?.total ?? 0)}
        columns={[
          { key: "uid", title: t("admin.users.uid"), dataIndex: "uid" },
          {
            key: "username",
            title: t("admin.users.username"),
            render: (_, user) => (
              <>
                {user.username} {user.isSuperAdmin && <Tag color="purple">{t("admin.users.superAdmin")}</Tag>}
              </>
            ),
          },
          { key: "nickname", title: t("admin.users.nickname"), dataIndex: "nickname" },
          { key: "phone", title: t("admin.users.phone"), render: (_, user) => user.phone ?? "—" },
          {
            key: "anchorState",
            title: t("admin.users.anchorState"),
            render: (_, user) => {
              const key = anchorStateKey(user.anchorState);
              return <Tag color={STATE_COLOURS[key]}>{t(`admin.anchorStates.${key}`)}</Tag>;
            },
          },
          {
            key: "status",
            title: t("admin.users.account"),
            render: (_, user) =>
              user.status === 1 ? (
                <Tag color="error">{t("admin.users.loginForbidden")}</Tag>
              ) : (
                <Tag>{t("admin.users.active")}</Tag>
              ),
          },
          {
            key: "speech",
            title: t("admin.users.speech.column"),
            render: (_, user) =>
              user.speechBannedUntil === null ? (
                <Tag>{t("admin.users.speech.free")}</Tag>
              ) : (
                <Tag color="warning">{t("admin.users.speech.until", { time: dateTime(user.speechBannedUntil) })}</Tag>
              ),
          },
          {
            key: "boundAdmin",
            title: t("admin.team.lookedAfterBy"),
            render: (_, user) =>
              user.boundAdmin === null ? (
                <Button
                  size="small"
                  loading={bind.isPending && bind.variables === user.uid}
                  onClick={() => bind.mutate(user.uid)}
                >
                  {t("admin.team.bind")}
                </Button>
              ) : (
                <Space size={4}>
                  <Tag color={user.boundAdmin.uid === myId ? "blue" : undefined}>{user.boundAdmin.username}</Tag>
                  {user.boundAdmin.uid === myId && (
                    <Button size="small" onClick={() => release.mutate(user.uid)}>
                      {t("admin.team.release")}
                    </Button>
                  )}
                </Space>
              ),
          },
          {
            key: "actions",
            title: t("admin.users.actions"),
            render: (_, user) =>
              user.isSuperAdmin ? null : (
                <Space>
                  <Button size="small" danger onClick={() => setBanning(user)}>
                    {t("admin.users.ban")}
                  </Button>
                  {user.speechBannedUntil === null ? (
                    <Button size="small" onClick={() => setSilencing(user)}>
                      {t("admin.users.speech.ban")}
                    </Button>
                  ) : (
                    <Button size="small" onClick={() => confirmLetSpeak(user)}>
                      {t("admin.users.speech.unban")}
                    </Button>
                  )}
                  {isBanned(user) && (
                    <Button size="small" onClick={() => confirmUnban(user)}>
                      {t("admin.users.unban")}
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <BanDialog user={banning} onClose={() => setBanning(null)} />
      <SpeechBanDialog user={silencing} onClose={() => setSilencing(null)} />
    </div>
  );
}
