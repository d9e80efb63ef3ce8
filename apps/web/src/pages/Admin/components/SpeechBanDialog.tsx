import { type AdminUser, SPEECH_BAN_MINUTES } from "@courtside/protocol";
import { App, Form, Input, Modal, Radio, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { speechBanUser } from "../../../api/admin";
import { useAdminAction } from "../useAdminQuery";

/** The console's durations, in the order of SPEECH_BAN_MINUTES. */
const DURATION_KEYS = ["hour", "day", "week", "month", "year"] as const;

interface Values {
  minutes: number;
  reason?: string;
}

/** Silences a user across the site (rooms, private chats, groups) for a chosen time. */
export function SpeechBanDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const ban = useAdminAction((code, values: Values & { userId: number }) =>
    speechBanUser(code, values.userId, values.minutes, values.reason?.trim() ?? ""),
  );

  const submit = async () => {
    if (!user) return;
    const values = await form.validateFields();
    await ban.mutateAsync({ ...values, userId: user.uid });
    void message.success(t("admin.users.speech.banned"));
    onClose();
  };

  return (
    <Modal
      open={user !== null}
      title={user ? t("admin.users.speech.banTitle", { name: user.nickname }) : ""}
      okText={t("admin.users.speech.ban")}
      okButtonProps={{ danger: true, loading: ban.isPending }}
      cancelText={t("common.cancel")}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("admin.users.speech.banBody")}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={{ minutes: SPEECH_BAN_MINUTES[1] }} preserve={false}>
        <Form.Item name="minutes" label={t("admin.users.speech.duration")}>
          <Radio.Group className="admin-ban__kinds">
            {SPEECH_BAN_MINUTES.map((minutes, index) => (
              <Radio key={minutes} value={minutes}>
                {t(`admin.users.speech.durations.${DURATION_KEYS[index] ?? "day"}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="reason" label={t("admin.users.speech.reason")}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
