import { PRODUCT_NAME } from "@courtside/protocol";
import { Layout } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PATHS } from "../../paths";
import { LogoMark } from "../icons/icons";
import { LanguageSwitcher } from "../LanguageSwitcher/LanguageSwitcher";
import { AccountMenu } from "./AccountMenu";
import { PrimaryNav } from "./PrimaryNav";
import { SportsNav } from "./SportsNav";
import "./Header.css";

export function Header() {
  const { t } = useTranslation();
  return (
    <Layout.Header className="site-header">
      <div className="container site-header__bar">
        <Link to={PATHS.matchHome} className="brand" aria-label={t("app.home")}>
          <LogoMark />
          <span className="brand__name">{PRODUCT_NAME}</span>
        </Link>
        <PrimaryNav />
        <div className="site-header__actions">
          <LanguageSwitcher />
          <AccountMenu />
        </div>
      </div>
      <SportsNav />
    </Layout.Header>
  );
}
