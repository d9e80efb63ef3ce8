import { type AdminUser, ANCHOR_STATE, BAN_KINDS, type BanKind } from "@courtside/protocol";
import { App, Form, Input, Modal, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { banUser } from "../../../api/admin";
import { useAdminAction } from "../useAdminQuery";

const ANCHOR_STATES: number[] = [ANCHOR_STATE.approved, ANCHOR_STATE.banned, ANCHOR_STATE.permanentlyBanned];

interface Values {
  kind: BanKind;
  reason?: string;
}

/** Chooses what to ban (anchor features, everything for good, or sign-in) and confirms it. */
export function BanDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const ban = useAdminAction((code, values: Values & { userId: number }) =>
    banUser(code, values.userId, values.kind, values.reason?.trim() ?? ""),
  );
  const isAnchor = user !== null && ANCHOR_STATES.includes(user.anchorState);
  // An anchor-only ban means nothing for a viewer.
  const kinds = BAN_KINDS.filter((kind) => kind !== "anchor" || isAnchor);

  const submit = async () => {
    if (!user) return;
    const values = await form.validateFields();
    await ban.mutateAsync({ ...values, userId: user.uid });
    void message.success(t("admin.users.banned"));
    onClose();
  };

  return (
    <Modal
      open={user !== null}
      title={user ? t("admin.users.banTitle", { name: user.nickname }) : ""}
      okText={t("admin.users.ban")}
      okButtonProps={{ danger: true, loading: ban.isPending }}
      cancelText={t("common.cancel")}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ kind: kinds[0] }} preserve={false}>
        <Form.Item name="kind" label={t("admin.users.banKind")}>
          <Radio.Group className="admin-ban__kinds">
            {kinds.map((kind) => (
              <Radio key={kind} value={kind}>
                {t(`admin.users.kinds.${kind}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="reason" label={t("admin.users.reason")}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
