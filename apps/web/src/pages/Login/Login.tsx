import { Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { PATHS, safeRedirect } from "../../paths";
import { useSessionStore } from "../../stores/session";
import "./Login.css";

/**
 * Sign-in. The forms arrive with a later issue; the page already honours `?redirect=`: as soon as
 * a token is set, the user is sent back to where the guard stopped them.
 */
export default function Login() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const [params] = useSearchParams();

  if (isLogin) return <Navigate to={safeRedirect(params.get("redirect"))} replace />;

  const items = [
    { key: "account", label: t("login.accountTab"), children: <ComingSoon text={t("login.soon")} /> },
    { key: "phone", label: t("login.phoneTab"), children: <ComingSoon text={t("login.soon")} /> },
  ];

  return (
    <div className="login-page">
      <PageFrame>
        <Tabs centered items={items} />
        <p className="login-page__links">
          <Link to={PATHS.register}>{t("login.register")}</Link>
          <Link to={PATHS.forget}>{t("login.forgot")}</Link>
        </p>
      </PageFrame>
    </div>
  );
}
