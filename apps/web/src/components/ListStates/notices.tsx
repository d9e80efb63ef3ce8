import { Alert, Button, Empty } from "antd";
import { useTranslation } from "react-i18next";
import type { EmptyNoticeProps, FailedNoticeProps } from "./ListStates";

export function FailedNotice({ title, onRetry }: FailedNoticeProps) {
  const { t } = useTranslation();
  return <Alert type="error" showIcon title={title} action={<Button onClick={onRetry}>{t("common.retry")}</Button>} />;
}

export function EmptyNotice({ description, className }: EmptyNoticeProps) {
  return <Empty className={className} image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}
