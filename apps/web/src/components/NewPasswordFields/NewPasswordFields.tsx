import { LIMITS } from "@courtside/protocol";
import { Form, type FormRule, Input } from "antd";
import { useTranslation } from "react-i18next";

interface NewPasswordFieldsProps {
  /** The rules of a field by name, from the form's protocol schema (schemaRules). */
  rules: (field: string) => FormRule[];
}

/** A new password and its confirmation, as the forgotten-password and change-password forms ask them. */
export function NewPasswordFields({ rules }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="newPassword"
        label={t("account.newPassword")}
        extra={t("accountPages.register.credentialHint")}
        rules={rules("newPassword")}
      >
        <Input.Password autoComplete="new-password" maxLength={LIMITS.usernameMax} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t("account.confirmPassword")}
        dependencies={["newPassword"]}
        rules={rules("confirmPassword")}
      >
        <Input.Password autoComplete="new-password" maxLength={LIMITS.usernameMax} />
      </Form.Item>
    </>
  );
}
