import { Result } from "antd";
import { useTranslation } from "react-i18next";
import { HomeIcon } from "../../../components/icons/actionIcons";
import { PATHS } from "../../../paths";
import { LinkButton } from "./LinkButton";

/** "No such anchor", with the way back to the anchors' list. */
export function MissingAnchor() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t("anchor.room.notFound")}
      extra={
        <LinkButton to={PATHS.anchorHome} icon={<HomeIcon />} primary>
          {t("anchor.room.back")}
        </LinkButton>
      }
    />
  );
}
