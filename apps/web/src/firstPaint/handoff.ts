import { createContext, useContext, useEffect, useLayoutEffect } from "react";
import { dropAnswers } from "./answers";
import { FIRST_PAINT_CLASS, FIRST_PAINT_ID } from "./handoffIds";
import { hasFirstPaint } from "./paths";

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
 * The first paint stands in for the screens people land on until each says it is ready; on any
 * other screen, reached by a redirect or the back button meanwhile, it steps aside. (In the layout,
 * not a router subscription made before the first render, which could leave the router's first
 * load unfinished.)
 */
export function useFirstPaintOnlyOnItsScreens(pathname: string): void {
  useEffect(() => {
    if (!hasFirstPaint(pathname)) endFirstPaint();
  }, [pathname]);
}

const PartsReady = createContext(true);

/**
 * Around a first screen with a part whose data comes from a call of its own and would move the
 * screen as it arrived (the column tabs' counts, which widen each tab): with `value={false}` until
 * that call has answered (or failed), the screen does not take over from the first paint before it.
 */
export const FirstScreenParts = PartsReady.Provider;

/**
 * For a first screen: once `shown` (its data is in, or has failed) and the parts it waits for are
 * in (FirstScreenParts), it takes over from the first paint. Until then the first paint stays, so
 * the page does not fall back to skeletons nor move when the rest arrives.
 */
export function useFirstScreenShown(shown: boolean): void {
  const partsReady = useContext(PartsReady);
  useLayoutEffect(() => {
    if (shown && partsReady) endFirstPaint();
  }, [shown, partsReady]);
}

/** `useFirstScreenShown(true)` as an element, for a screen whose last part is drawn in a later render. */
export function FirstScreenShown(): null {
  useFirstScreenShown(true);
  return null;
}
