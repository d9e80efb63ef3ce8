import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useFirstPaintOnlyOnItsScreens } from "../../firstPaint/handoff";
import { useBootstrap } from "../../hooks/useBootstrap";
import { useDocumentTitle } from "../../hooks/useDocumentTitle";
import { Header } from "../Header/Header";

// Below the fold on every page: it arrives after the first screen, not with it.
const Footer = lazy(() => import("../Footer/Footer").then((module) => ({ default: module.Footer })));

/** Header, the current screen in <main>, footer: the frame of every route. */
export function AppLayout() {
  useBootstrap();
  useDocumentTitle();
  useFirstPaintOnlyOnItsScreens(useLocation().pathname);
  return (
    <div className="app-layout">
      <Header />
      <main className="app-main">
        <div className="container">
          <Outlet />
        </div>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
