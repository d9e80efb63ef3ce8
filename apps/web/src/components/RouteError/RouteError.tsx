import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";

/**
 * Replaces the router's developer error screen. The usual cause is a page chunk that no longer
 * exists after a deploy, which a reload fixes.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="route-error">
      <Result
        status="warning"
        title={<h1 className="route-error__title">{t("errorPage.title")}</h1>}
        subTitle={t("errorPage.description")}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t("errorPage.reload")}
          </Button>
        }
      />
    </main>
  );
}
