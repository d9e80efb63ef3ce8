import { Button, Spin } from "antd";
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useDayText } from "../../../components/ImCommon/format";
import type { ThreadRow } from "../threadState";

/** Within this many pixels of the end, the list follows new messages. */
const BOTTOM_SLACK_PX = 80;
/** Within this many pixels of the top, older messages are loaded. */
const TOP_SLACK_PX = 120;

interface MessageListProps {
  rows: ThreadRow[];
  renderRow: (row: Exclude<ThreadRow, { kind: "day" }>) => ReactNode;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => Promise<boolean>;
  /** A found message to bring into view and mark for a moment. */
  focusSeq: number | null;
  empty: ReactNode;
  now: number;
}

/**
 * The thread, oldest at the top. Scrolling to the top loads older messages and keeps what the
 * reader was looking at in place; at the bottom it follows new messages, and my own sends always
 * bring it down.
 */
export function MessageList({
  rows,
  renderRow,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  focusSeq,
  empty,
  now,
}: MessageListProps) {
  const { t } = useTranslation();
  const dayText = useDayText();
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  /** Distance from the bottom before older messages were put on top. */
  const anchor = useRef<number | null>(null);
  const lastKey = rows.at(-1)?.key ?? "";
  const firstKey = rows[0]?.key ?? "";

  // Runs whenever rows come in at either end: those are what move the scroll position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows are the trigger
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (anchor.current !== null) {
      element.scrollTop = element.scrollHeight - anchor.current;
      anchor.current = null;
    } else if (stick.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [lastKey, firstKey, rows.length]);

  // Pictures load after the first layout: keep following the end while they do.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows need observing too
  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => {
      if (stick.current) element.scrollTop = element.scrollHeight;
    });
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [rows.length]);

  const older = useCallback(() => {
    const element = scroller.current;
    if (!element || loadingOlder || !hasOlder) return;
    anchor.current = element.scrollHeight - element.scrollTop;
    void onLoadOlder().then((added) => {
      if (!added) anchor.current = null;
    });
  }, [hasOlder, loadingOlder, onLoadOlder]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < BOTTOM_SLACK_PX;
    if (element.scrollTop < TOP_SLACK_PX) older();
  };

  // A short first page may not fill the box: keep loading until it scrolls or nothing is left.
  useEffect(() => {
    const element = scroller.current;
    if (element && hasOlder && !loadingOlder && element.scrollHeight <= element.clientHeight) older();
  }, [hasOlder, loadingOlder, older]);

  // Again once older pages came in: the found message may have arrived with them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows are the trigger
  useEffect(() => {
    if (focusSeq === null) return;
    const target = scroller.current?.querySelector(`[data-seq="${focusSeq}"]`);
    if (target) {
      stick.current = false;
      target.scrollIntoView({ block: "center" });
    }
  }, [focusSeq, rows.length]);

  /** My own send goes to the bottom whatever the reader was looking at. */
  useEffect(() => {
    if (rows.at(-1)?.kind === "pending") stick.current = true;
  }, [rows]);

  return (
    <div
      ref={scroller}
      className="im-thread__scroller"
      role="log"
      aria-label={t("im.thread.messages")}
      aria-live="polite"
      // Scrollable regions must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls
      tabIndex={0}
      onScroll={onScroll}
    >
      <div className="im-thread__top">
        {loadingOlder ? (
          <Spin size="small" aria-label={t("im.thread.loadingOlder")} />
        ) : hasOlder ? (
          <Button size="small" type="link" onClick={older}>
            {t("im.thread.loadOlder")}
          </Button>
        ) : rows.length > 0 ? (
          <span className="im-thread__start">{t("im.thread.start")}</span>
        ) : null}
      </div>
      {rows.length === 0 && empty}
      {rows.map((row) =>
        row.kind === "day" ? (
          <div key={row.key} className="im-day">
            <span>{dayText(row.at, now)}</span>
          </div>
        ) : (
          <div key={row.key}>{renderRow(row)}</div>
        ),
      )}
    </div>
  );
}
