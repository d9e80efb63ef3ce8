import { ERRORS, type MatchDetail } from "@courtside/protocol";
import type { UseQueryResult } from "@tanstack/react-query";
import { Alert, Button, Result, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ApiError } from "../../api/errors";
import { PATHS } from "../../paths";

interface MatchGateProps {
  query: UseQueryResult<MatchDetail>;
  children: (match: MatchDetail) => ReactNode;
}

/** A match page's loading, "not found" and "try again" states, then the page itself. */
export function MatchGate({ query, children }: MatchGateProps) {
  const { t } = useTranslation();
  if (query.data) return children(query.data);
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.code === ERRORS.matchNotFound;
    if (missing) {
      return (
        <Result
          status="404"
          title={t("matches.detail.notFound")}
          extra={<Link to={PATHS.matchHome}>{t("matches.detail.back")}</Link>}
        />
      );
    }
    return (
      <Alert
        type="error"
        showIcon
        title={t("matches.detail.failed")}
        action={<Button onClick={() => void query.refetch()}>{t("common.retry")}</Button>}
      />
    );
  }
  // Disabled (an id that is not a number) reads as not found: there is nothing to load.
  if (query.fetchStatus === "idle") {
    return <Result status="404" title={t("matches.detail.notFound")} />;
  }
  return <Skeleton active avatar={{ size: 72 }} paragraph={{ rows: 6 }} />;
}
