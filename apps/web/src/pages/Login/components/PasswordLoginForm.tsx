import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { passwordLogin } from "../../../api/account";
import { SignInIcon } from "../../../components/icons/actionIcons";
import { accountSchema, loadAccountSchemas } from "../../../forms/loadAccountSchemas";
import { schemaRules } from "../../../forms/schemaRules";
import { showFormFailure } from "../../../forms/serverErrors";
import { signIn } from "../../../stores/signIn";

interface Values {
  username: string;
  password: string;
}

const preload = () => void loadAccountSchemas();

const toBody = (values: Values) => ({ username: values.username ?? "", password: values.password ?? "" });

/**
 * Username and password. The page moves on by itself once the session has a token. Its schema
 * loads when a field is first focused, not with the page (forms/accountSchemas.ts).
 */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const rules = schemaRules(form, accountSchema("passwordLoginBodySchema"), toBody);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      signIn(await passwordLogin(toBody(values), { silent: true }));
    } catch (error) {
      showFormFailure(form, error, {
        usernameOrPasswordWrong: "password",
        wrongLoginPassword: "password",
        phoneOrPasswordWrong: "password",
        usernameOrPasswordEmpty: "password",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} name="passwordLogin" layout="vertical" requiredMark={false} onFinish={submit} onFocus={preload}>
      <Form.Item name="username" label={t("account.username")} rules={rules("username")}>
        <Input autoComplete="username" maxLength={15} />
      </Form.Item>
      <Form.Item name="password" label={t("account.password")} rules={rules("password")}>
        <Input.Password autoComplete="current-password" maxLength={15} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" icon={<SignInIcon />} loading={busy}>
        {t("login.submit")}
      </Button>
    </Form>
  );
}
