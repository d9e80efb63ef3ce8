import { type ChatUser, ROOM_ROLE } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Button, Drawer, List, Spin, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { banUser, fetchRoomPeople, setRoomRole, unmuteUser } from "../../api/chatroom";
import { clockTime } from "./MessageLine";
import { mayDo } from "./powers";

interface Row {
  user: ChatUser;
  note?: string;
  undo?: { label: string; run: () => Promise<unknown> };
}

function Section({ title, rows, onDone }: { title: string; rows: Row[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="people-section">
      <Typography.Title level={3} className="people-section__title">
        {title}
      </Typography.Title>
      <List
        size="small"
        dataSource={rows}
        locale={{ emptyText: <span className="people-section__empty">{t("room.mod.nobody")}</span> }}
        renderItem={(row) => {
          const undo = row.undo;
          return (
            <List.Item
              actions={
                undo
                  ? [
                      <Button key="undo" size="small" onClick={() => void undo.run().then(onDone, () => undefined)}>
                        {undo.label}
                      </Button>,
                    ]
                  : []
              }
            >
              <span>
                {row.user.nickname}
                {row.note && <Typography.Text type="secondary"> · {row.note}</Typography.Text>}
              </span>
            </List.Item>
          );
        }}
      />
    </section>
  );
}

/** Moderators, muted and barred users of the room, each with the undo the reader's role allows. */
export function PeopleDrawer({
  roomId,
  myRole,
  open,
  onClose,
}: {
  roomId: number;
  myRole: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const people = useQuery({
    queryKey: ["chat", "people", roomId],
    queryFn: ({ signal }) => fetchRoomPeople(roomId, signal),
    enabled: open,
  });
  const refetch = () => void people.refetch();
  let body: ReactNode = <Spin />;
  if (people.data) {
    const { moderators, muted, banned } = people.data;
    const roleName = (role: number) => (role === ROOM_ROLE.admin ? t("room.chat.admin") : t("room.chat.assistant"));
    body = (
      <>
        <Section
          title={t("room.mod.moderators")}
          onDone={refetch}
          rows={moderators.map((user) => {
            const { id, role } = user;
            const granted = role === ROOM_ROLE.admin ? 1 : role === ROOM_ROLE.assistant ? 2 : null;
            const undo =
              mayDo(myRole, "grant") && id !== null && granted !== null
                ? { label: t("room.mod.revoke"), run: () => setRoomRole(id, granted, false) }
                : undefined;
            return { user, note: roleName(role), undo };
          })}
        />
        <Section
          title={t("room.mod.muted")}
          onDone={refetch}
          rows={muted.map(({ user, until }) => {
            const { id } = user;
            const note = until === null ? t("room.mod.forMatch") : t("room.mod.until", { time: clockTime(until) });
            const undo = id !== null ? { label: t("room.mod.unmute"), run: () => unmuteUser(roomId, id) } : undefined;
            return { user, note, undo };
          })}
        />
        <Section
          title={t("room.mod.banned")}
          onDone={refetch}
          rows={banned.map((user) => {
            const { id } = user;
            const undo =
              mayDo(myRole, "ban") && id !== null
                ? { label: t("room.mod.unban"), run: () => banUser(roomId, id, false) }
                : undefined;
            return { user, undo };
          })}
        />
      </>
    );
  }
  return (
    <Drawer open={open} onClose={onClose} title={t("room.mod.peopleTitle")} size="default">
      {body}
    </Drawer>
  );
}
