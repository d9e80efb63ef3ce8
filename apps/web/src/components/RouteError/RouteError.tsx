import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { useFirstScreenShown } from "../../firstPaint/handoff";
import { WarningIcon } from "../icons/icons";

/**
 * Replaces the router's developer error screen. The usual cause is a page chunk that no longer
 * exists after a deploy, which a reload fixes. Plain markup: antd's Result would bring its three
 * large illustrations into every page's download for a screen that is rarely seen.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useFirstScreenShown(true);
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="route-error">
      <span className="route-error__icon">
        <WarningIcon />
      </span>
      <h1 className="route-error__title">{t("errorPage.title")}</h1>
      <p className="route-error__description">{t("errorPage.description")}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t("errorPage.reload")}
      </Button>
    </main>
  );
}
