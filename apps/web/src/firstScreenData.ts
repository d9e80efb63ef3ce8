import { queryClient } from "./components/AppProviders/queryClient";
import { FIRST_PAINT_CLASS } from "./firstPaint/handoffIds";
import type { AppRouter } from "./router";

/**
 * The longest the app's first render waits for its screen's calls: the first paint cannot be
 * clicked, so a slow answer must not hold the app back for long.
 */
const WAIT_CAP_MS = 1_000;
/** How often it looks: the router's first load has no event of its own before the app renders. */
const POLL_MS = 25;

/**
 * Resolves once the router's first load is done and every call then under way has answered (or
 * failed), at most WAIT_CAP_MS later; at once when no first paint is on screen.
 *
 * React renders the first screen in slices, but an answer landing in a query's store while it does
 * so makes React render the whole page again in one piece, so that no part shows an older answer:
 * on a phone the longest task of the start. Behind the first paint (firstPaint/), which shows the
 * same content meanwhile, waiting for the answers costs nothing a person sees. Without one, the
 * screen's skeletons come first, as before.
 */
export function firstScreenData(router: AppRouter): Promise<void> {
  if (!document.documentElement.classList.contains(FIRST_PAINT_CLASS)) return Promise.resolve();
  return new Promise((resolve) => {
    const started = performance.now();
    const look = () => {
      const settled = router.state.initialized && queryClient.isFetching() === 0;
      if (settled || performance.now() - started >= WAIT_CAP_MS) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(look, POLL_MS);
    look();
  });
}
