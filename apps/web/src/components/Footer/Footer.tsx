import { PRODUCT_NAME } from "@courtside/protocol";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { PATHS } from "../../paths";
import { LogoMark } from "../icons/icons";
import "./Footer.css";

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <LogoMark />
          <div>
            <p className="site-footer__name">{PRODUCT_NAME}</p>
            <p className="site-footer__tagline">{t("footer.tagline")}</p>
          </div>
        </div>
        <nav aria-label={t("footer.legal")}>
          <ul className="site-footer__links">
            <li>
              <NavLink to={PATHS.serviceAgreement}>{t("titles.serviceAgreement")}</NavLink>
            </li>
            <li>
              <NavLink to={PATHS.privacyAgreement}>{t("titles.privacyAgreement")}</NavLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container">
        <p className="site-footer__copyright">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
