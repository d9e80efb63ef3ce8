import type { SystemMessage } from "@courtside/protocol";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Empty, Pagination, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { deleteSystemMessage, fetchSystemMessages } from "../../../api/im";
import { useTimeText } from "../../../components/ImCommon/format";
import { BackIcon } from "../../../components/ImCommon/icons";
import { IM_KEYS } from "../../../components/ImCommon/queryKeys";
import { useNow } from "../../../hooks/useNow";

const PAGE_SIZE = 20;

const text = (data: Record<string, unknown>, key: string) => {
  const value = data[key];
  return typeof value === "string" ? value : "";
};

/** One system message in the reader's language, from its kind and data. */
function SystemLine({ message }: { message: SystemMessage }) {
  const { t } = useTranslation();
  const name = text(message.data, "nickname");
  switch (message.kind) {
    case "friendApplication": {
      const note = text(message.data, "note");
      return (
        <>
          <p>{t("im.system.friendApplication", { name })}</p>
          {note && <p className="im-system__note">{note}</p>}
          <Link to="/chat/address-book?tab=new">{t("im.system.review")}</Link>
        </>
      );
    }
    case "friendAccepted":
      return <p>{t("im.system.friendAccepted", { name })}</p>;
    case "friendRejected":
      return <p>{t("im.system.friendRejected", { name })}</p>;
    case "anchorApproved":
      return <p>{t("im.system.anchorApproved")}</p>;
    case "anchorRejected":
      return <p>{t("im.system.anchorRejected", { reason: text(message.data, "reason") })}</p>;
    case "notice": {
      const link = text(message.data, "link");
      return (
        <>
          <p>
            <strong>{text(message.data, "title")}</strong>
          </p>
          <p>{text(message.data, "body")}</p>
          {/^https?:\/\//.test(link) && (
            <a href={link} target="_blank" rel="noreferrer">
              {t("im.system.open")}
            </a>
          )}
        </>
      );
    }
  }
}

/** The system-messages conversation (DECISIONS 15): friend applications and outcomes, reviews, notices. */
export function SystemMessages({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const now = useNow(60_000);
  const timeText = useTimeText();
  const list = useQuery({
    queryKey: [...IM_KEYS.system, page],
    queryFn: ({ signal }) => fetchSystemMessages(page, PAGE_SIZE, signal),
  });

  return (
    <div className="im-thread">
      <header className="im-thread__header">
        <Button
          type="text"
          className="im-thread__back"
          icon={<BackIcon />}
          onClick={onBack}
          aria-label={t("im.thread.back")}
        />
        <h2 className="im-thread__title">{t("im.system.title")}</h2>
      </header>
      <div className="im-thread__scroller im-system">
        {list.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
        {list.isError && (
          <Alert
            type="error"
            showIcon
            title={t("im.system.loadFailed")}
            action={<Button onClick={() => void list.refetch()}>{t("common.retry")}</Button>}
          />
        )}
        {list.data?.list.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("im.system.empty")} />
        )}
        <ul className="im-system__list">
          {list.data?.list.map((message) => (
            <li key={message.id} className="im-system__item">
              <div className="im-system__meta">
                <time>{timeText(message.createdAt, now)}</time>
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={() =>
                    deleteSystemMessage(message.id)
                      .then(() => queryClient.invalidateQueries({ queryKey: IM_KEYS.system }))
                      .catch(() => undefined)
                  }
                >
                  {t("im.action.delete")}
                </Button>
              </div>
              <SystemLine message={message} />
            </li>
          ))}
        </ul>
        {(list.data?.total ?? 0) > PAGE_SIZE && (
          <Pagination
            size="small"
            current={page}
            pageSize={PAGE_SIZE}
            total={list.data?.total}
            onChange={setPage}
            showSizeChanger={false}
          />
        )}
      </div>
    </div>
  );
}
