import AppContext from "antd/es/app/context";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { FEEDBACK, whenFeedbackWanted } from "./feedback";

const FeedbackHolder = lazy(() => import("./FeedbackHolder"));

/** How long after the page has loaded the real feedback API is fetched anyway, if nothing asked sooner. */
const SETTLE_MS = 3000;

/**
 * Provides `App.useApp()` (see feedback.ts). The real API is fetched on first use, or a few seconds
 * after the page has loaded, so that a message is ready to show even if the network goes away.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    whenFeedbackWanted(want);
    let timer: number | undefined;
    const settle = () => {
      timer = window.setTimeout(want, SETTLE_MS);
    };
    if (document.readyState === "complete") settle();
    else window.addEventListener("load", settle, { once: true });
    return () => {
      window.removeEventListener("load", settle);
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <AppContext.Provider value={FEEDBACK}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolder />
        </Suspense>
      )}
    </AppContext.Provider>
  );
}
