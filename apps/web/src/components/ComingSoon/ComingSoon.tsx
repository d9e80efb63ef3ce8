import { Empty } from "antd";
import { useTranslation } from "react-i18next";

/** Where a screen's content will go once its feature is built; says so plainly. */
export function ComingSoon({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Empty className="coming-soon" image={Empty.PRESENTED_IMAGE_SIMPLE} description={text ?? t("common.comingSoon")} />
  );
}
