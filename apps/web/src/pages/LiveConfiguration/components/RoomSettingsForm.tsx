import { ROOM_TEXT_LIMITS, type RoomSettings, roomSettingsUpdateBodySchema } from "@courtside/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveRoomSettings } from "../../../api/live";
import { schemaRules } from "../../../forms/schemaRules";
import { showFormFailure } from "../../../forms/serverErrors";
import { CoverUploader } from "./CoverUploader";
import { StreamedMatchField } from "./StreamedMatchField";

type Values = Pick<RoomSettings, "roomName" | "anchorTitle" | "intro" | "announcement" | "matchId">;

const valuesOf = (settings: RoomSettings): Values => ({
  roomName: settings.roomName,
  anchorTitle: settings.anchorTitle,
  intro: settings.intro,
  announcement: settings.announcement,
  matchId: settings.matchId,
});

/** Room name, anchor title, the match streamed, cover, introduction and announcement. */
export function RoomSettingsForm({ settings }: { settings: RoomSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const rules = schemaRules(form, roomSettingsUpdateBodySchema, (values: Values) => values);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      queryClient.setQueryData(["roomSettings"], await saveRoomSettings(values));
      void message.success({ content: t("player.config.saved"), key: "player.config.saved" });
    } catch (error) {
      showFormFailure(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="live-config__card" aria-labelledby="room-title">
      <h2 id="room-title" className="live-config__heading">
        {t("player.config.roomTitle")}
      </h2>
      <CoverUploader settings={settings} />
      <Form
        form={form}
        name="roomSettings"
        layout="vertical"
        requiredMark={false}
        initialValues={valuesOf(settings)}
        onFinish={submit}
      >
        <Form.Item name="roomName" label={t("player.config.roomName")} rules={rules("roomName")}>
          <Input maxLength={ROOM_TEXT_LIMITS.roomName} showCount />
        </Form.Item>
        <Form.Item name="anchorTitle" label={t("player.config.anchorTitle")} rules={rules("anchorTitle")}>
          <Input maxLength={ROOM_TEXT_LIMITS.anchorTitle} showCount />
        </Form.Item>
        <Form.Item name="matchId" label={t("player.config.match")} extra={t("player.config.matchHelp")}>
          <StreamedMatchField current={settings.matchId} />
        </Form.Item>
        <Form.Item name="intro" label={t("player.config.intro")} rules={rules("intro")}>
          <Input.TextArea maxLength={ROOM_TEXT_LIMITS.intro} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="announcement" label={t("player.config.announcement")} rules={rules("announcement")}>
          <Input.TextArea maxLength={ROOM_TEXT_LIMITS.announcement} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t("player.config.save")}
        </Button>
      </Form>
    </section>
  );
}
