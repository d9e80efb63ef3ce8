import { ERRORS, SECURITY_CODE_RULES } from "@courtside/protocol";
import { Alert, Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { verifySecurityCode } from "../../../api/admin";
import { ApiError } from "../../../api/errors";
import { failureText } from "../../../api/failure";
import { useDateTime } from "../../../hooks/useDateTime";
import { useAdminCodeStore } from "../adminCode";

interface Props {
  lockedUntil: number | null;
  /** Called when the server reports a lock, so the page can show until when. */
  onLocked: () => void;
}

/** Asks for the security code once per tab and checks it before any admin screen shows. */
export function SecurityCodeGate({ lockedUntil, onLocked }: Props) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const setCode = useAdminCodeStore((state) => state.setCode);
  const [form] = Form.useForm<{ code: string }>();
  const [checking, setChecking] = useState(false);

  const submit = async ({ code }: { code: string }) => {
    setChecking(true);
    try {
      await verifySecurityCode(code);
      setCode(code);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.code === ERRORS.securityCodeLocked) onLocked();
      form.setFields([{ name: "code", errors: [failureText(error)] }]);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="admin-gate">
      <h2 className="admin-gate__title">{t("admin.code.title")}</h2>
      <p className="admin-gate__hint">{t("admin.code.hint")}</p>
      {lockedUntil !== null && lockedUntil > Date.now() && (
        <Alert
          className="admin-gate__locked"
          type="warning"
          showIcon
          title={t("admin.code.locked", { time: dateTime(lockedUntil) })}
        />
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item
          name="code"
          label={t("admin.code.label")}
          rules={[{ required: true, min: 1, message: t("errors.securityCodeRequired") }]}
        >
          <Input.Password autoFocus autoComplete="off" maxLength={SECURITY_CODE_RULES.maxLength} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={checking} block>
          {t("admin.code.submit")}
        </Button>
      </Form>
    </div>
  );
}
