import { changePasswordBodySchema } from "@courtside/protocol";
import { App, Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { changePassword } from "../../api/account";
import { NewPasswordFields } from "../../components/NewPasswordFields/NewPasswordFields";
import { schemaRules } from "../../forms/schemaRules";
import { showFormFailure } from "../../forms/serverErrors";
import { useSessionStore } from "../../stores/session";

interface Values {
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

const toBody = (values: Values) => ({
  oldPassword: values.oldPassword ?? "",
  newPassword: values.newPassword ?? "",
  confirmPassword: values.confirmPassword ?? "",
});

/**
 * Changing the password. The server revokes every session and answers a new token, which replaces
 * ours so this browser stays signed in.
 */
export default function ModifyPassword() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const rules = schemaRules(form, changePasswordBodySchema, toBody);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const { token } = await changePassword(toBody(values), { silent: true });
      useSessionStore.getState().setToken(token);
      form.resetFields();
      void message.success({ content: t("accountPages.modifyPassword.done"), key: "accountPages.modifyPassword.done" });
    } catch (error) {
      showFormFailure(form, error, {
        wrongLoginPassword: "oldPassword",
        usernameOrPasswordWrong: "oldPassword",
        usernameOrPasswordEmpty: "oldPassword",
        passwordRule: "newPassword",
        passwordsDiffer: "confirmPassword",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      name="modifyPassword"
      className="account-form"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
    >
      <Form.Item name="oldPassword" label={t("account.oldPassword")} rules={rules("oldPassword")}>
        <Input.Password autoComplete="current-password" maxLength={15} />
      </Form.Item>
      <NewPasswordFields rules={rules} />
      <p className="account-form__note">{t("accountPages.modifyPassword.note")}</p>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t("accountPages.modifyPassword.submit")}
      </Button>
    </Form>
  );
}
