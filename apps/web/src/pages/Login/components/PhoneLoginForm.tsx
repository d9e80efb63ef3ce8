import { Button, Form } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { phoneLogin } from "../../../api/account";
import { SignInIcon } from "../../../components/icons/actionIcons";
import { PhoneFields } from "../../../components/PhoneFields/PhoneFields";
import { defaultAreaCode } from "../../../data/areaCodes";
import { showFormFailure } from "../../../forms/serverErrors";
import { useLang } from "../../../hooks/useLang";
import { signIn } from "../../../stores/signIn";

interface Values {
  areaCode: string;
  phone: string;
  code: string;
}

/** Phone number and the SMS code sent to it (scene `login`). */
export function PhoneLoginForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      signIn(await phoneLogin(values, { silent: true }));
    } catch (error) {
      showFormFailure(form, error, {
        smsCodeWrong: "code",
        phoneNotRegistered: "phone",
        phoneOrAreaWrong: "phone",
        phoneOrPasswordWrong: "phone",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      name="phoneLogin"
      layout="vertical"
      requiredMark={false}
      initialValues={{ areaCode: defaultAreaCode(lang) }}
      onFinish={submit}
    >
      <PhoneFields form={form} idPrefix="phone-login" scene="login" />
      <Button type="primary" htmlType="submit" block size="large" icon={<SignInIcon />} loading={busy}>
        {t("login.submit")}
      </Button>
    </Form>
  );
}
