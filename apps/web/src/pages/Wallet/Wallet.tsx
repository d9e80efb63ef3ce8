import { COUPON_TIERS, PAGINATION, type WalletMovement } from "@courtside/protocol";
import { Alert, Button, Card, Segmented, Skeleton, Statistic, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { useCountFormat } from "../../hooks/useCountFormat";
import { useMatchFormat } from "../../hooks/useMatchFormat";
import { useWalletHistory, useWalletInfo } from "./queries";
import "./Wallet.css";

/** The user's wallet in the personal centre (`/user/wallet`): coins, coupons held and every movement. */
export default function Wallet() {
  const { t } = useTranslation();
  const info = useWalletInfo();
  const count = useCountFormat();

  return (
    <PageFrame title={t("wallet.title")}>
      {info.isError ? (
        <Alert
          type="error"
          showIcon
          title={t("wallet.failed")}
          action={<Button onClick={() => void info.refetch()}>{t("common.retry")}</Button>}
        />
      ) : info.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <div className="wallet__summary" data-testid="wallet-summary">
          <Card size="small">
            <Statistic title={t("wallet.coins")} value={info.data.coins} formatter={count} />
          </Card>
          <Card size="small">
            <Statistic title={t("wallet.earnings")} value={info.data.earnings} formatter={count} />
          </Card>
          <Card size="small" title={t("wallet.coupons")} className="wallet__coupons">
            <ul>
              {info.data.coupons.map((coupon) => (
                <li key={coupon.tier}>
                  <Tag className="wallet__tier">{t("wallet.couponTier", { percent: coupon.tier })}</Tag>
                  <span>{t("wallet.couponCount", { count: coupon.count })}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      )}
      <History />
    </PageFrame>
  );
}

const FILTERS = ["all", 0, ...COUPON_TIERS] as const;

function History() {
  const { t } = useTranslation();
  const format = useMatchFormat();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.defaultPageSize);
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>("all");
  const history = useWalletHistory(page, pageSize, filter === "all" ? undefined : filter);

  const assetName = (asset: number) =>
    asset === 0 ? t("wallet.asset.coins") : t("wallet.asset.coupon", { percent: asset });
  /** A signed movement with its unit, in the plural form its size needs ("+1 coin", "-5 coins"). */
  const amountText = (amount: number, asset: number) => {
    const options = { amount: amount > 0 ? `+${amount}` : String(amount), count: Math.abs(amount) };
    return asset === 0 ? t("wallet.amount.coins", options) : t("wallet.amount.coupons", { ...options, percent: asset });
  };
  const columns: ColumnsType<WalletMovement> = [
    { key: "at", title: t("wallet.col.time"), render: (_, row) => format.dateTime(row.at) },
    {
      key: "what",
      title: t("wallet.col.what"),
      render: (_, row) => (
        <span>
          {t(`wallet.reason.${row.reason}`)}
          {row.account === "earnings" && <Tag className="wallet__tag">{t("wallet.earnings")}</Tag>}
        </span>
      ),
    },
    {
      key: "amount",
      title: t("wallet.col.amount"),
      align: "right",
      render: (_, row) => (
        <span className={row.amount > 0 ? "wallet__in" : "wallet__out"}>{amountText(row.amount, row.asset)}</span>
      ),
    },
    { key: "balance", title: t("wallet.col.balance"), align: "right", render: (_, row) => row.balanceAfter },
  ];

  return (
    <section className="wallet__history" aria-labelledby="wallet-history-title">
      <div className="wallet__history-head">
        <h2 id="wallet-history-title">{t("wallet.history")}</h2>
        <Segmented
          aria-label={t("wallet.filter.label")}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={FILTERS.map((value) => ({
            value,
            label: value === "all" ? t("wallet.filter.all") : value === 0 ? t("wallet.coins") : assetName(value),
          }))}
        />
      </div>
      {history.isError ? (
        <Alert type="error" showIcon title={t("wallet.failed")} />
      ) : (
        <Table<WalletMovement>
          data-testid="wallet-history"
          rowKey="id"
          size="small"
          loading={history.isFetching}
          columns={columns}
          dataSource={history.data?.list ?? []}
          locale={{ emptyText: t("wallet.historyEmpty") }}
          pagination={{
            current: page,
            pageSize,
            total: history.data?.total ?? 0,
            pageSizeOptions: [...PAGINATION.pageSizes],
            showSizeChanger: true,
            onChange: (next, size) => {
              setPage(next);
              setPageSize(size);
            },
          }}
        />
      )}
    </section>
  );
}
