import { Skeleton } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { AuthPage } from "../../components/AuthPage/AuthPage";
import { TabStrip } from "../../components/TabStrip/TabStrip";
import { useFirstScreenShown } from "../../firstPaint/handoff";
import { PATHS, safeRedirect } from "../../paths";
import { useSessionStore } from "../../stores/session";
import { PasswordLoginForm } from "./components/PasswordLoginForm";

type LoginTab = "account" | "phone";

const loadPhoneLoginForm = () => import("./components/PhoneLoginForm");
const PhoneLoginForm = lazy(() => loadPhoneLoginForm().then((module) => ({ default: module.PhoneLoginForm })));
const preloadPhoneForm = () => void loadPhoneLoginForm();

/**
 * Sign-in with its two tabs. As soon as a token is set, the user is sent back to where the guard
 * stopped them (`?redirect=`), else to the match list. The tabs are our light strip, not antd's
 * Tabs, which cost a phone more to start than the whole form; a form once shown stays mounted
 * (hidden), so switching tabs keeps what was typed. The phone form (a country picker, its schemas)
 * is a chunk of its own, fetched when the pointer reaches its tab or the tab is chosen.
 */
export default function Login() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const [params] = useSearchParams();
  const { search } = useLocation();
  const [tab, setTab] = useState<LoginTab>("account");
  const [phoneShown, setPhoneShown] = useState(false);
  useFirstScreenShown(true);

  if (isLogin) return <Navigate to={safeRedirect(params.get("redirect") ?? PATHS.matchHome)} replace />;

  const items = [
    { key: "account", label: t("login.accountTab") },
    {
      key: "phone",
      label: (
        <span onPointerEnter={preloadPhoneForm} onPointerDown={preloadPhoneForm}>
          {t("login.phoneTab")}
        </span>
      ),
    },
  ];
  const select = (key: string) => {
    const next: LoginTab = key === "phone" ? "phone" : "account";
    if (next === "phone") setPhoneShown(true);
    setTab(next);
  };

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
      <TabStrip items={items} activeKey={tab} onChange={select} className="auth-page__tabs">
        <div hidden={tab !== "account"}>
          <PasswordLoginForm />
        </div>
        {phoneShown && (
          <div hidden={tab !== "phone"}>
            <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
              <PhoneLoginForm />
            </Suspense>
          </div>
        )}
      </TabStrip>
    </AuthPage>
  );
}
