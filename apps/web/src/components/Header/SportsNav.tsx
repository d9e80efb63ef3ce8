import { localName } from "@courtside/protocol";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useColumns } from "../../hooks/useColumns";
import { useLang } from "../../hooks/useLang";
import { matchColumnPath } from "../../paths";

/**
 * The match columns as a strip under the header bar. It scrolls sideways on narrow screens rather
 * than wrapping, so the header keeps one height. Errors are shown by the page, not here.
 */
export function SportsNav() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: columns = [] } = useColumns("match");
  return (
    <nav className="sports-nav" aria-label={t("nav.sports")}>
      <ul className="container sports-nav__list">
        {columns.map((column) => (
          <li key={column.id}>
            <NavLink
              to={matchColumnPath(column.id)}
              className={({ isActive }) => (isActive ? "sports-nav__link is-active" : "sports-nav__link")}
            >
              {localName(column, lang)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
