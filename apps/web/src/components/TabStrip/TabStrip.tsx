import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { useChosenInView } from "../../hooks/useChosenInView";
import "./TabStrip.css";

export interface TabStripItem {
  key: string;
  label: ReactNode;
}

interface TabStripProps {
  items: TabStripItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** The active tab's panel. */
  children: ReactNode;
  /** "line": underlined tabs (columns); "pill": small boxed tabs (a filter over a list). */
  variant?: "line" | "pill";
  className?: string;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs in the WAI-ARIA pattern (tablist, tabs, one panel; arrow keys, Home and End move and
 * select), for the list pages' columns and filters. The first screen of the site shows these, and
 * antd's Tabs would add about 20 kB to its download for the same few buttons. The strip scrolls
 * sideways on narrow screens and keeps the selected tab in view.
 */
export function TabStrip({ items, activeKey, onChange, children, variant = "line", className }: TabStripProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: string) => `${id}-tab-${key}`;

  useChosenInView(list, '[role="tab"][aria-selected="true"]', activeKey, items[0]?.key === activeKey);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next =
      items[
        step(
          Math.max(
            0,
            items.findIndex((item) => item.key === activeKey),
          ),
          items.length,
        )
      ];
    if (!next) return;
    onChange(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };

  return (
    <div className={["tab-strip", `tab-strip--${variant}`, className].filter(Boolean).join(" ")}>
      <div ref={list} role="tablist" className="tab-strip__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              id={tabId(item.key)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              className={active ? "tab-strip__tab is-active" : "tab-strip__tab"}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(activeKey)} className="tab-strip__panel">
        {children}
      </div>
    </div>
  );
}
