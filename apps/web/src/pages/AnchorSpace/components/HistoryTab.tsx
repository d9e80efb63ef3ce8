import { localName } from "@courtside/protocol";
import { Button, Statistic, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useColumns } from "../../../hooks/useColumns";
import { useCountFormat } from "../../../hooks/useCountFormat";
import { useLang } from "../../../hooks/useLang";
import { languageTag } from "../../../i18n";
import { useLiveHistory } from "../queries";
import { currentMonth, dayLabel, formatDuration, monthLabel, shiftMonth } from "./format";
import { QueryState } from "./QueryState";

/** Live history by month: total time, live days, peak and main category, then each day. */
export function HistoryTab({ anchorId }: { anchorId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const tag = languageTag(lang);
  const count = useCountFormat();
  const [month, setMonth] = useState(currentMonth);
  const query = useLiveHistory(anchorId, month);
  const columns = useColumns("anchor").data ?? [];
  const isCurrent = month >= currentMonth();

  return (
    <div className="space-history" data-testid="live-history">
      <div className="space-history__months">
        <Button onClick={() => setMonth(shiftMonth(month, -1))} aria-label={t("anchor.history.previous")}>
          ‹
        </Button>
        <h3 className="space-history__month" aria-live="polite">
          {monthLabel(month, tag)}
        </h3>
        <Button
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={isCurrent}
          aria-label={t("anchor.history.next")}
        >
          ›
        </Button>
      </div>
      <QueryState query={query} failed={t("anchor.history.failed")} empty="" isEmpty={() => false}>
        {(history) => {
          const column = columns.find((c) => c.id === history.mainColumnId);
          const longest = Math.max(1, ...history.days.map((d) => d.liveSeconds));
          return (
            <>
              <div className="space-history__stats">
                <Statistic title={t("anchor.history.total")} value={formatDuration(t, history.totalSeconds)} />
                <Statistic title={t("anchor.history.days")} value={history.liveDays} formatter={count} />
                <Statistic title={t("anchor.history.peak")} value={history.popularityPeak} formatter={count} />
                <Statistic
                  title={t("anchor.history.mainCategory")}
                  value={column ? localName(column, lang) : t("anchor.history.noCategory")}
                />
              </div>
              {history.days.length === 0 ? (
                <p className="space-history__empty">{t("anchor.history.empty")}</p>
              ) : (
                <>
                  <ul className="space-history__bars" aria-label={t("anchor.history.chart")}>
                    {history.days.map((d) => (
                      <li key={d.day} title={`${dayLabel(d.day, tag)}: ${formatDuration(t, d.liveSeconds)}`}>
                        <span style={{ height: `${Math.max(4, (d.liveSeconds / longest) * 100)}%` }} />
                        <small>{Number(d.day.slice(8))}</small>
                      </li>
                    ))}
                  </ul>
                  <Table
                    size="small"
                    rowKey="day"
                    pagination={false}
                    dataSource={history.days}
                    columns={[
                      { title: t("anchor.history.day"), dataIndex: "day", render: (day: string) => dayLabel(day, tag) },
                      {
                        title: t("anchor.history.duration"),
                        dataIndex: "liveSeconds",
                        render: (seconds: number) => formatDuration(t, seconds),
                      },
                      { title: t("anchor.history.dayPeak"), dataIndex: "popularityPeak", render: count },
                    ]}
                  />
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
