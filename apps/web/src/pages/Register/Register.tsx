import { registerBodySchema, usernameSchema } from "@courtside/protocol";
import { App, Button, Checkbox, Form, Input } from "antd";
import { type ReactNode, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { checkUsername, register } from "../../api/account";
import { completeTask } from "../../api/profile";
import { AuthPage } from "../../components/AuthPage/AuthPage";
import { PhoneFields } from "../../components/PhoneFields/PhoneFields";
import { defaultAreaCode } from "../../data/areaCodes";
import { schemaRules } from "../../forms/schemaRules";
import { showFormFailure } from "../../forms/serverErrors";
import { useLang } from "../../hooks/useLang";
import { PATHS, safeRedirect } from "../../paths";
import { useSessionStore } from "../../stores/session";
import { signIn } from "../../stores/signIn";
import { type RegisterValues, toRegisterBody } from "./registerForm";

/** An agreement opens in a new tab, so what the visitor has typed here stays. */
function AgreementLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <a href={`#${to}`} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/**
 * Registration (spec sections 2 and 5). A new account is signed in at once; an anchor sign-up
 * also files an application, which the pending-review dialog explains before the user goes on.
 */
export default function Register() {
  const { t } = useTranslation();
  const lang = useLang();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isLogin = useSessionStore((state) => state.isLogin);
  const [form] = Form.useForm<RegisterValues>();
  const [busy, setBusy] = useState(false);
  // Set before the new session exists, so the "already signed in" redirect leaves the dialog be.
  const registered = useRef(false);
  const rules = schemaRules(form, registerBodySchema, toRegisterBody);
  const target = safeRedirect(params.get("redirect") ?? PATHS.matchHome);

  if (isLogin && !registered.current) return <Navigate to={target} replace />;

  const checkAvailable = async () => {
    const username: unknown = form.getFieldValue("username");
    if (!usernameSchema.safeParse(username).success) return;
    try {
      const { available } = await checkUsername(String(username).trim(), { silent: true });
      if (!available) form.setFields([{ name: "username", errors: [t("errors.usernameExists")] }]);
    } catch {
      // Not knowing yet is fine: registering reports a taken name too.
    }
  };

  const submit = async (values: RegisterValues) => {
    setBusy(true);
    try {
      const result = await register(toRegisterBody(values), { silent: true });
      registered.current = true;
      signIn(result);
      void completeTask("task_5").catch(() => undefined);
      if (!result.pendingReview) {
        void message.success({
          content: t("accountPages.register.welcome", { name: result.userInfo.nickname }),
          duration: 6,
        });
        navigate(target, { replace: true });
        return;
      }
      modal.success({
        title: t("accountPages.register.pendingTitle"),
        content: t("accountPages.register.pendingBody"),
        okText: t("accountPages.register.continue"),
        onOk: () => navigate(target, { replace: true }),
      });
    } catch (error) {
      showFormFailure(form, error, {
        usernameExists: "username",
        usernameRule: "username",
        passwordRule: "password",
        passwordsDiffer: "confirmPassword",
        agreementRequired: "agree",
        phoneBoundToOther: "phone",
        phoneRegistered: "phone",
        phoneAlreadyAnchor: "phone",
        phoneOrAreaWrong: "phone",
        smsCodeWrong: "smsCode",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthPage
      links={
        <Link to={{ pathname: PATHS.login, search: params.toString() ? `?${params}` : "" }}>
          {t("accountPages.register.haveAccount")}
        </Link>
      }
    >
      <Form
        form={form}
        name="register"
        layout="vertical"
        requiredMark={false}
        initialValues={{ areaCode: defaultAreaCode(lang), asAnchor: false, agree: false }}
        onFinish={submit}
      >
        <Form.Item
          name="username"
          label={t("account.username")}
          extra={t("accountPages.register.credentialHint")}
          rules={rules("username")}
        >
          <Input autoComplete="username" maxLength={15} onBlur={() => void checkAvailable()} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t("account.password")}
          dependencies={["username"]}
          rules={rules("password", undefined, "username")}
        >
          <Input.Password autoComplete="new-password" maxLength={15} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t("account.confirmPassword")}
          dependencies={["password"]}
          rules={rules("confirmPassword")}
        >
          <Input.Password autoComplete="new-password" maxLength={15} />
        </Form.Item>
        <p className="auth-page__note">{t("accountPages.register.phoneOptional")}</p>
        <PhoneFields
          form={form}
          idPrefix="register"
          scene="register"
          codeName="smsCode"
          required={false}
          rules={{ areaCode: rules("areaCode"), phone: rules("phone"), code: rules("smsCode") }}
        />
        <Form.Item name="asAnchor" valuePropName="checked" extra={t("accountPages.register.asAnchorHint")}>
          <Checkbox>{t("accountPages.register.asAnchor")}</Checkbox>
        </Form.Item>
        <Form.Item name="agree" valuePropName="checked" rules={rules("agree")}>
          <Checkbox>
            <Trans
              i18nKey="accountPages.register.agree"
              components={{
                service: <AgreementLink to={PATHS.serviceAgreement} />,
                privacy: <AgreementLink to={PATHS.privacyAgreement} />,
              }}
            />
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t("accountPages.register.submit")}
        </Button>
      </Form>
    </AuthPage>
  );
}
