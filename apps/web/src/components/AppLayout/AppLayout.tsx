import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useFirstPaintOnlyOnItsScreens } from "../../firstPaint/handoff";
import { useBootstrap } from "../../hooks/useBootstrap";
import { useDocumentTitle } from "../../hooks/useDocumentTitle";
import { Header } from "../Header/Header";

// Below the fold on every page: it arrives after the first screen, not with it.
const Footer = lazy(() => import("../Footer/Footer").then((module) => ({ default: module.Footer })));

/**
 * The frame's hooks, in a leaf of their own: the start-up calls' answers, the title and the first
 * paint's handover re-render nothing but this (each answer landing in the frame itself re-rendered
 * the whole page, synchronously, just after the first screen appeared).
 */
function AppLayoutEffects(): null {
  useBootstrap();
  useDocumentTitle();
  useFirstPaintOnlyOnItsScreens(useLocation().pathname);
  return null;
}

/** Header, the current screen in <main>, footer: the frame of every route. */
export function AppLayout() {
  return (
    <div className="app-layout">
      <AppLayoutEffects />
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
