import { useLayoutEffect } from "react";
import { dropAnswers } from "./answers";
import { FIRST_PAINT_CLASS, FIRST_PAINT_ID } from "./handoffIds";

/**
 * Removes the first paint (index.ts) and shows the app in its place. Called in a layout effect, the
 * swap happens within one frame: the page never shows both, nor neither.
 */
export function endFirstPaint(): void {
  dropAnswers();
  document.getElementById(FIRST_PAINT_ID)?.remove();
  document.documentElement.classList.remove(FIRST_PAINT_CLASS);
}

/**
 * For a first screen: once `shown` (its data is in, or has failed), it takes over from the first
 * paint. Until then the first paint stays, so the page does not fall back to skeletons.
 */
export function useFirstScreenShown(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) endFirstPaint();
  }, [shown]);
}
