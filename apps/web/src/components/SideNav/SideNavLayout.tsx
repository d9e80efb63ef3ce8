import { useRef } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { useChosenInView } from "../../hooks/useChosenInView";
import "./SideNav.css";

export interface SideNavItem {
  to: string;
  label: string;
}

interface SideNavLayoutProps {
  /** Accessible name of the navigation landmark, e.g. "Personal centre sections". */
  label: string;
  items: readonly SideNavItem[];
}

/**
 * A section with its own navigation beside the content (personal centre, chat). Plain links rather
 * than an ARIA menu: these are places to go, and links keep open-in-new-tab and aria-current.
 */
export function SideNavLayout({ label, items }: SideNavLayoutProps) {
  const list = useRef<HTMLUListElement>(null);
  // On a phone the links are a strip that scrolls sideways: the current section's stays in view.
  useChosenInView(list, ".is-active", useLocation().pathname);
  return (
    <div className="side-nav-layout">
      <nav className="side-nav" aria-label={label}>
        <ul ref={list}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) => (isActive ? "side-nav__link is-active" : "side-nav__link")}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="side-nav-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
