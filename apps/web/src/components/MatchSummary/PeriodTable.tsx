import type { MatchDetail } from "@courtside/protocol";
import { Table, type TableColumnsType } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type PeriodLabel, periodLabel } from "../../matches/periods";

interface Row {
  side: "home" | "away";
  team: string;
  scores: number[];
}

/** Score by period (halves, quarters, sets): a row per team, a column per period played. */
export function PeriodTable({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (match.periods.length === 0) return null;

  const label = (period: PeriodLabel) =>
    period.key === "raw" ? period.text : t(`matches.periods.${period.key}`, period);
  const columns: TableColumnsType<Row> = [
    { key: "team", title: t("matches.detail.team"), dataIndex: "team", fixed: "start" },
    ...match.periods.map((period, index) => ({
      key: `p${index}`,
      title: label(periodLabel(period.label, match.sportId)),
      align: "center" as const,
      render: (_: unknown, row: Row) => row.scores[index] ?? 0,
    })),
  ];
  const rows: Row[] = [
    { side: "home", team: match.home.name, scores: match.periods.map((p) => p.home) },
    { side: "away", team: match.away.name, scores: match.periods.map((p) => p.away) },
  ];

  return (
    <section className="match-section" aria-labelledby={headingId} data-testid="period-table">
      <h2 id={headingId} className="match-section__title">
        {t("matches.detail.periods")}
      </h2>
      <Table<Row>
        className="period-table"
        size="small"
        bordered
        pagination={false}
        rowKey="side"
        columns={columns}
        dataSource={rows}
        scroll={{ x: "max-content" }}
        aria-labelledby={headingId}
      />
    </section>
  );
}
