import type { ReactNode } from "react";
import { useRouteTitle } from "../../hooks/useRouteTitle";

interface PageFrameProps {
  /** Defaults to the route's title, so the h1 and the tab title always agree. */
  title?: string;
  /** Navigation that belongs to the page (tabs), between the title and the content. */
  nav?: ReactNode;
  /** Featured content above the panel, such as the home page's top live match. */
  lead?: ReactNode;
  children?: ReactNode;
}

/** A screen: its one h1, its own navigation, then its content on a panel. */
export function PageFrame({ title, nav, lead, children }: PageFrameProps) {
  const routeTitle = useRouteTitle();
  return (
    <section className="page-frame">
      <h1 className="page-frame__title">{title ?? routeTitle}</h1>
      {nav}
      {lead}
      {children !== undefined && <div className="page-frame__panel">{children}</div>}
    </section>
  );
}
