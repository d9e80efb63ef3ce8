import type { ImSearchHit } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Empty, Input, Modal, Pagination, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { searchMessages } from "../../../api/im";
import { useTimeText } from "../../../components/ImCommon/format";
import { useNow } from "../../../hooks/useNow";
import { useImStore } from "../../../stores/im";
import { highlighted } from "../highlight";

const PAGE_SIZE = 20;

interface SearchDialogProps {
  open: boolean;
  /** Search one conversation; all of mine when absent. */
  conversationId?: number;
  onClose: () => void;
  onJump: (hit: ImSearchHit) => void;
}

/** Search chat records (spec section 2) with highlights; picking a result jumps to it in its thread. */
export function SearchDialog({ open, conversationId, onClose, onJump }: SearchDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const now = useNow(60_000);
  const timeText = useTimeText();
  const conversations = useImStore((state) => state.conversations);
  const results = useQuery({
    queryKey: ["im", "search", conversationId ?? "all", q, page],
    queryFn: ({ signal }) => searchMessages({ q, conversationId, page, pageSize: PAGE_SIZE }, signal),
    enabled: open && q !== "",
  });
  const chatName = (id: number) => conversations.find((item) => item.id === id)?.peer?.nickname ?? "";

  return (
    <Modal
      open={open}
      title={conversationId ? t("im.search.titleHere") : t("im.search.titleAll")}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Input.Search
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onSearch={(value) => {
          setQ(value.trim());
          setPage(1);
        }}
        enterButton={t("im.search.submit")}
        placeholder={t("im.search.placeholder")}
        aria-label={t("im.search.placeholder")}
        maxLength={100}
        autoFocus
      />
      <div className="im-search__results" aria-live="polite">
        {results.isFetching && <Skeleton active paragraph={{ rows: 3 }} />}
        {!results.isFetching && results.data?.list.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("im.search.none", { q })} />
        )}
        {!results.isFetching && results.data && results.data.list.length > 0 && (
          <>
            <p className="im-search__count">{t("im.search.count", { count: results.data.total })}</p>
            <ul className="im-search__list">
              {results.data.list.map((hit) => (
                <li key={`${hit.message.conversationId}-${hit.message.seq}`}>
                  <button type="button" className="im-search__hit" onClick={() => onJump(hit)}>
                    <span className="im-search__where">
                      {conversationId ? null : <strong>{chatName(hit.message.conversationId)}</strong>}
                      <time>{timeText(hit.message.createdAt, now)}</time>
                    </span>
                    <span className="im-search__text">
                      {highlighted(hit.text, hit.highlights).map((part, index) =>
                        part.mark ? (
                          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
                          <mark key={index}>{part.text}</mark>
                        ) : (
                          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
                          <span key={index}>{part.text}</span>
                        ),
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {results.data.total > PAGE_SIZE && (
              <Pagination
                size="small"
                current={page}
                pageSize={PAGE_SIZE}
                total={results.data.total}
                onChange={setPage}
                showSizeChanger={false}
              />
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
