import { ERRORS } from "@courtside/protocol";
import { Alert, Button, Skeleton } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/errors";
import { PageFrame } from "../../../components/PageFrame/PageFrame";
import type { useAnchorDetails } from "../queries";

/** The 404 picture is most of the code here, and few visitors ever see it. */
const MissingAnchor = lazy(() => import("./MissingAnchor").then((module) => ({ default: module.MissingAnchor })));

/**
 * What an anchor's page shows before its details are in: a skeleton while loading, "no such
 * anchor" for an unknown id, or the failure with a retry. Null once the details are there.
 */
export function AnchorQueryState({
  query,
  avatar = false,
}: {
  query: ReturnType<typeof useAnchorDetails>;
  avatar?: boolean;
}) {
  const { t } = useTranslation();
  if (query.isPending && query.fetchStatus !== "idle") {
    return (
      <PageFrame>
        <Skeleton active avatar={avatar} paragraph={{ rows: avatar ? 6 : 8 }} />
      </PageFrame>
    );
  }
  if (query.data) return null;
  const missing = !query.isError || (query.error instanceof ApiError && query.error.code === ERRORS.anchorNotFound);
  return (
    <PageFrame>
      {missing ? (
        <Suspense fallback={null}>
          <MissingAnchor />
        </Suspense>
      ) : (
        <Alert
          type="error"
          showIcon
          title={t("anchor.room.failed")}
          action={<Button onClick={() => void query.refetch()}>{t("common.retry")}</Button>}
        />
      )}
    </PageFrame>
  );
}
