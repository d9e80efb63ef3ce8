import { PRODUCT_NAME } from "@courtside/protocol";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { withTexts } from "../../i18n";
import { PATHS } from "../../paths";
import { useSessionStore } from "../../stores/session";
import { LogoMark } from "../icons/icons";
import { LanguageSwitcher } from "../LanguageSwitcher/LanguageSwitcher";
import { AccountMenu } from "./AccountMenu";
import { HeaderSearch } from "./HeaderSearch";
import { PrimaryNav } from "./PrimaryNav";
import { SportsNav } from "./SportsNav";
import "./Header.css";

/** The messages link, with the realtime client behind it: fetched once someone signs in, never by visitors. */
const ImHeaderLink = lazy(() =>
  withTexts(["im"], () => import("../ImHeader/ImHeaderLink")).then((module) => ({ default: module.ImHeaderLink })),
);
/** The notification bell and centre, likewise only for those signed in. */
const NotifyBell = lazy(() =>
  withTexts(["notify"], () => import("../NotifyBell/NotifyBell")).then((module) => ({ default: module.NotifyBell })),
);

export function Header() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={PATHS.matchHome} className="brand" aria-label={t("app.home")}>
          <LogoMark />
          <span className="brand__name">{PRODUCT_NAME}</span>
        </Link>
        <PrimaryNav />
        <div className="site-header__actions">
          <HeaderSearch />
          {isLogin && (
            <Suspense fallback={null}>
              <ImHeaderLink />
              <NotifyBell />
            </Suspense>
          )}
          <LanguageSwitcher />
          <AccountMenu />
        </div>
      </div>
      <SportsNav />
    </header>
  );
}
