import { type ReactNode, startTransition, useEffect, useState } from "react";

/**
 * Draws `children` in a render of its own, just after the screen around it has committed, and
 * `fallback` until then. A screen's first commit then holds only what it shows first: the controls
 * below it (their mounting effects, their state set as they mount) come in a task of their own
 * instead of lengthening that one.
 */
export function AfterCommit({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : fallback;
}
