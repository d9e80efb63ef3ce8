import { Alert, Button, Empty, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Loading, failure (with retry) and empty states around a query's content. */
export function QueryState<T>({
  query,
  failed,
  empty,
  isEmpty,
  children,
}: {
  query: QueryLike<T>;
  failed: string;
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={failed}
        action={<Button onClick={() => void query.refetch()}>{t("common.retry")}</Button>}
      />
    );
  }
  if (isEmpty(query.data)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return children(query.data);
}
