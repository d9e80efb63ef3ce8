import type { SmsScene } from "@courtside/protocol";
import { Button, Form } from "antd";
import { useState } from "react";
import { exchangeCode } from "../../api/account";
import { defaultAreaCode } from "../../data/areaCodes";
import { showFormFailure } from "../../forms/serverErrors";
import { useLang } from "../../hooks/useLang";
import { PhoneFields } from "../PhoneFields/PhoneFields";

interface Values {
  areaCode: string;
  phone: string;
  code: string;
}

interface VerifyPhoneFormProps {
  scene: Extract<SmsScene, "reset" | "bind">;
  idPrefix: string;
  submitLabel: string;
  phoneLabel?: string;
  /** Called with the one-use token that proves the code was right. */
  onVerified: (codeToken: string) => Promise<void> | void;
}

/**
 * Phone, SMS code, then `code_token`: the first half of resetting a password and of changing the
 * bound phone. The token goes to the next step; the code itself is never sent twice.
 */
export function VerifyPhoneForm({ scene, idPrefix, submitLabel, phoneLabel, onVerified }: VerifyPhoneFormProps) {
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const { codeToken } = await exchangeCode({ ...values, scene }, { silent: true });
      await onVerified(codeToken);
    } catch (error) {
      showFormFailure(form, error, {
        smsCodeWrong: "code",
        phoneOrAreaWrong: "phone",
        phoneNotRegistered: "phone",
        phoneBoundToOther: "phone",
        phoneRegistered: "phone",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      name={idPrefix}
      layout="vertical"
      requiredMark={false}
      initialValues={{ areaCode: defaultAreaCode(lang) }}
      onFinish={submit}
    >
      <PhoneFields form={form} idPrefix={idPrefix} scene={scene} phoneLabel={phoneLabel} />
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
