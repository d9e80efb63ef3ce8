import { Button, Popconfirm, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { clearScreen, setMuteAll } from "../../api/chatroom";
import { PeopleDrawer } from "./PeopleDrawer";
import { mayDo } from "./powers";

/** Failures are shown by the request client; the room's own event line confirms a success. */
const quietly = (call: Promise<unknown>) => call.catch(() => undefined);

/** The room-wide moderation a role has: mute everyone, clear the screen, and the people lists. */
export function ModTools({ roomId, myRole, muteAll }: { roomId: number; myRole: number; muteAll: boolean }) {
  const { t } = useTranslation();
  const [peopleOpen, setPeopleOpen] = useState(false);
  if (!mayDo(myRole, "mute") && !mayDo(myRole, "clear")) return null;
  const confirmTexts = { okText: t("room.mod.confirm"), cancelText: t("room.mod.cancel") };

  return (
    <Space size={4} wrap className="chat-tools">
      {mayDo(myRole, "muteAll") &&
        (muteAll ? (
          <Button size="small" onClick={() => void quietly(setMuteAll(roomId, false))}>
            {t("room.mod.unmuteAll")}
          </Button>
        ) : (
          <Popconfirm
            title={t("room.mod.muteAllConfirm")}
            onConfirm={() => quietly(setMuteAll(roomId, true))}
            {...confirmTexts}
          >
            <Button size="small">{t("room.mod.muteAll")}</Button>
          </Popconfirm>
        ))}
      {mayDo(myRole, "clear") && (
        <Popconfirm
          title={t("room.mod.clearConfirm")}
          onConfirm={() => quietly(clearScreen(roomId))}
          okButtonProps={{ danger: true }}
          {...confirmTexts}
        >
          <Button size="small" danger>
            {t("room.mod.clear")}
          </Button>
        </Popconfirm>
      )}
      {mayDo(myRole, "mute") && (
        <Button size="small" onClick={() => setPeopleOpen(true)}>
          {t("room.mod.people")}
        </Button>
      )}
      <PeopleDrawer roomId={roomId} myRole={myRole} open={peopleOpen} onClose={() => setPeopleOpen(false)} />
    </Space>
  );
}
