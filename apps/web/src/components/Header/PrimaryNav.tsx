import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { PATHS } from "../../paths";

/** The two sections of the site; each stays highlighted on every page below it. */
export function PrimaryNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = [
    { to: PATHS.matchHome, label: t("nav.matchLive"), active: pathname.startsWith("/match") },
    { to: PATHS.anchorHome, label: t("nav.anchorLive"), active: pathname.startsWith("/anchor") },
  ];
  return (
    <nav className="primary-nav" aria-label={t("nav.main")}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={link.active ? "primary-nav__link is-active" : "primary-nav__link"}
              aria-current={link.active ? "page" : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
