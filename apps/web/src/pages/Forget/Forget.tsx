import { App, Steps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { AuthPage } from "../../components/AuthPage/AuthPage";
import { VerifyPhoneForm } from "../../components/VerifyPhoneForm/VerifyPhoneForm";
import { PATHS } from "../../paths";
import { NewPasswordStep } from "./components/NewPasswordStep";

/**
 * Forgotten password: a code to the bound phone (scene `reset`) is exchanged for a one-use token,
 * then the new password is set with it and the user signs in again.
 */
export default function Forget() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [codeToken, setCodeToken] = useState<string | null>(null);

  const done = () => {
    void message.success({ content: t("accountPages.forget.done"), key: "accountPages.forget.done" });
    navigate(PATHS.login, { replace: true });
  };

  return (
    <AuthPage links={<Link to={PATHS.login}>{t("accountPages.forget.backToLogin")}</Link>}>
      <Steps
        className="auth-page__steps"
        size="small"
        current={codeToken ? 1 : 0}
        items={[{ title: t("accountPages.forget.stepVerify") }, { title: t("accountPages.forget.stepPassword") }]}
      />
      {codeToken ? (
        <NewPasswordStep codeToken={codeToken} onDone={done} onTokenRefused={() => setCodeToken(null)} />
      ) : (
        <>
          <p className="auth-page__note">{t("accountPages.forget.intro")}</p>
          <VerifyPhoneForm
            scene="reset"
            idPrefix="forget"
            submitLabel={t("accountPages.forget.next")}
            onVerified={setCodeToken}
          />
        </>
      )}
    </AuthPage>
  );
}
