import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { AuthPage } from "../../components/AuthPage/AuthPage";
import { PATHS, safeRedirect } from "../../paths";
import { useSessionStore } from "../../stores/session";
import { PasswordLoginForm } from "./components/PasswordLoginForm";
import { PhoneLoginForm } from "./components/PhoneLoginForm";

/**
 * Sign-in with its two tabs. As soon as a token is set, the user is sent back to where the guard
 * stopped them (`?redirect=`), else to the match list.
 */
export default function Login() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const [params] = useSearchParams();
  const { search } = useLocation();

  if (isLogin) return <Navigate to={safeRedirect(params.get("redirect") ?? PATHS.matchHome)} replace />;

  const items = [
    { key: "account", label: t("login.accountTab"), children: <PasswordLoginForm /> },
    { key: "phone", label: t("login.phoneTab"), children: <PhoneLoginForm /> },
  ];

  return (
    <AuthPage
      links={
        <>
          {/* Registering also brings the user back to where they were going. */}
          <Link to={{ pathname: PATHS.register, search }}>{t("login.register")}</Link>
          <Link to={PATHS.forget}>{t("login.forgot")}</Link>
        </>
      }
    >
      <Tabs centered items={items} />
    </AuthPage>
  );
}
