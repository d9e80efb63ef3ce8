import { APPLICATION_LIMITS, rejectApplicationBodySchema } from "@courtside/protocol";
import { App, Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { rejectApplication } from "../../../api/admin";
import { valueRules } from "../../../forms/schemaRules";
import { showFormFailure } from "../../../forms/serverErrors";
import { useAdminAction } from "../useAdminQuery";

interface Props {
  open: boolean;
  id: number;
  name: string;
  onClose: () => void;
}

const reasonRules = valueRules(rejectApplicationBodySchema.shape.reason);

/** Asks for the reason the applicant will read, then rejects. */
export function RejectDialog({ open, id, name, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useAdminAction((code, reason: string) => rejectApplication(code, id, reason));

  const submit = async () => {
    const { reason } = await form.validateFields();
    try {
      await reject.mutateAsync(reason.trim());
      void message.success(t("admin.applications.rejected"));
      form.resetFields();
      onClose();
    } catch (error) {
      showFormFailure(form, error);
    }
  };

  return (
    <Modal
      open={open}
      title={t("admin.applications.rejectTitle", { name })}
      okText={t("admin.applications.reject")}
      okButtonProps={{ danger: true, loading: reject.isPending }}
      cancelText={t("common.cancel")}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label={t("admin.applications.reasonLabel")} rules={reasonRules}>
          <Input.TextArea rows={3} maxLength={APPLICATION_LIMITS.rejectReasonMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
