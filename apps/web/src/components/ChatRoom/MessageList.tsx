import { useVirtualizer } from "@tanstack/react-virtual";
import { Button } from "antd";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** Within this many pixels of the end, the list counts as read to the bottom and follows new lines. */
const BOTTOM_SLACK_PX = 48;
const ESTIMATED_LINE_PX = 30;

interface MessageListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Many lines a second: stop announcing each one. */
  busy: boolean;
  empty: ReactNode;
}

/**
 * The chat lines, virtualised: only the lines in view (and a few around) are in the page, so a
 * room with hundreds of lines a minute scrolls smoothly. It follows new lines while the reader is
 * at the bottom; a reader who scrolled up keeps their place and gets a "new messages" button.
 */
export function MessageList<T>({ items, itemKey, renderItem, busy, empty }: MessageListProps<T>) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const seen = useRef({ count: 0, lastKey: "" });
  const [unseen, setUnseen] = useState(0);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_LINE_PX,
    overscan: 8,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : itemKey(item);
    },
  });
  const totalSize = virtualizer.getTotalSize();
  const last = items.at(-1);
  const lastKey = last === undefined ? "" : itemKey(last);

  // New lines: follow them at the bottom, else count them for the button.
  useLayoutEffect(() => {
    const previous = seen.current;
    seen.current = { count: items.length, lastKey };
    if (lastKey === previous.lastKey || lastKey === "") return;
    if (stick.current) setUnseen(0);
    else setUnseen((count) => count + Math.max(1, items.length - previous.count));
  }, [items.length, lastKey]);

  // Measured lines change the height; stay at the end while following.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && stick.current && totalSize > 0) element.scrollTop = element.scrollHeight;
  }, [totalSize]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < BOTTOM_SLACK_PX;
    if (stick.current) setUnseen(0);
  };

  const toBottom = () => {
    stick.current = true;
    setUnseen(0);
    virtualizer.scrollToIndex(items.length - 1, { align: "end" });
  };

  return (
    <div className="chat-list">
      <div
        ref={scroller}
        className="chat-list__scroller"
        role="log"
        aria-label={t("room.chat.messages")}
        aria-live={busy ? "off" : "polite"}
        // Scrollable regions must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log is read with the arrow keys
        tabIndex={0}
        onScroll={onScroll}
      >
        {items.length === 0 ? (
          <div className="chat-list__empty">{empty}</div>
        ) : (
          <div className="chat-list__canvas" style={{ height: totalSize }}>
            {virtualizer.getVirtualItems().map((row) => {
              const item = items[row.index];
              if (item === undefined) return null;
              return (
                <div
                  key={row.key}
                  data-index={row.index}
                  ref={virtualizer.measureElement}
                  className="chat-list__row"
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  {renderItem(item)}
                </div>
              );
            })}
          </div>
        )}
      </div>
      {unseen > 0 && (
        <Button className="chat-list__pill" type="primary" shape="round" size="small" onClick={toBottom}>
          {t("room.chat.newMessages")}
        </Button>
      )}
    </div>
  );
}
