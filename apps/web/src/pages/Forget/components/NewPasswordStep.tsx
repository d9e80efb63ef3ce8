import { ERRORS, resetPasswordBodySchema } from "@courtside/protocol";
import { Button, Form } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { resetPassword } from "../../../api/account";
import { ApiError } from "../../../api/errors";
import { NewPasswordFields } from "../../../components/NewPasswordFields/NewPasswordFields";
import { schemaRules } from "../../../forms/schemaRules";
import { showFormFailure } from "../../../forms/serverErrors";

interface Values {
  newPassword?: string;
  confirmPassword?: string;
}

interface NewPasswordStepProps {
  codeToken: string;
  onDone: () => void;
  /** The token is single-use and expires; a refused one sends the user back to get a new code. */
  onTokenRefused: () => void;
}

export function NewPasswordStep({ codeToken, onDone, onTokenRefused }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const toBody = (values: Values) => ({
    codeToken,
    newPassword: values.newPassword ?? "",
    confirmPassword: values.confirmPassword ?? "",
  });
  const rules = schemaRules(form, resetPasswordBodySchema, toBody);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await resetPassword(toBody(values), { silent: true });
      onDone();
    } catch (error) {
      showFormFailure(form, error, { passwordRule: "newPassword", passwordsDiffer: "confirmPassword" });
      if (error instanceof ApiError && error.code === ERRORS.smsCodeWrong) onTokenRefused();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} name="newPassword" layout="vertical" requiredMark={false} onFinish={submit}>
      <NewPasswordFields rules={rules} />
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t("accountPages.forget.submit")}
      </Button>
    </Form>
  );
}
