import { ERRORS } from "@courtside/protocol";
import { Alert, Button, Result, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/errors";
import { PageFrame } from "../../../components/PageFrame/PageFrame";
import { PATHS } from "../../../paths";
import type { useAnchorDetails } from "../queries";
import { LinkButton } from "./LinkButton";

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
        <Result
          status="404"
          title={t("anchor.room.notFound")}
          extra={
            <LinkButton to={PATHS.anchorHome} primary>
              {t("anchor.room.back")}
            </LinkButton>
          }
        />
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
