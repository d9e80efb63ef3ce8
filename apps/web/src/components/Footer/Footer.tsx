import { localName, PRODUCT_NAME } from "@courtside/protocol";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { PATHS } from "../../paths";
import { useSettingsStore } from "../../stores/settings";
import { LogoMark } from "../icons/icons";
import "./Footer.css";

export function Footer() {
  const { t } = useTranslation();
  const footer = useSettingsStore((state) => state.footer);
  const lang = useSettingsStore((state) => state.lang);
  const notice = footer ? localName(footer.notice, lang) : "";
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
            {footer?.links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  {...(link.url.startsWith("#") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
                >
                  {localName(link.names, lang)}
                </a>
              </li>
            ))}
            {footer?.email && (
              <li>
                <a href={`mailto:${footer.email}`}>{footer.email}</a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <div className="container">
        {notice && <p className="site-footer__copyright">{notice}</p>}
        <p className="site-footer__copyright">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
