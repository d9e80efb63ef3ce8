import { type RefObject, useEffect, useRef } from "react";

/** Scrolls `strip` sideways, and only it (scrollIntoView would move the page too), so `item` shows whole. */
function scrollIntoStrip(strip: HTMLElement, item: HTMLElement): void {
  const box = strip.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  if (rect.left >= box.left && rect.right <= box.right) return;
  strip.scrollLeft += rect.left - box.left - (box.width - rect.width) / 2;
}

/**
 * Keeps the chosen item of a sideways-scrolling strip (tabs, a section's links on a phone) in view:
 * whenever `chosen` changes, the item `selector` finds in the strip is scrolled to the middle if it
 * is not whole on screen. It is measured at the next frame, which lays the page out anyway, rather
 * than forcing a layout of its own during React's commit. `atStart`: the chosen item is the first,
 * which a strip that has just appeared shows already, so there is nothing to measure then.
 */
export function useChosenInView(
  strip: RefObject<HTMLElement | null>,
  selector: string,
  chosen: string,
  atStart = false,
): void {
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `chosen` is what moves the item, which the selector then finds.
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && atStart) return;
    const frame = requestAnimationFrame(() => {
      const item = strip.current?.querySelector<HTMLElement>(selector);
      if (strip.current && item) scrollIntoStrip(strip.current, item);
    });
    return () => cancelAnimationFrame(frame);
  }, [strip, selector, chosen, atStart]);
}
