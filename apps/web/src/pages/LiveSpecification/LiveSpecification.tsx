import { useTranslation } from "react-i18next";
import { Document } from "../../components/Document/Document";

const SECTIONS = ["legal", "rights", "safety", "ads", "chat", "code", "titles", "penalties"] as const;

/** The rules every broadcast follows, and what happens when one is broken. */
export default function LiveSpecification() {
  const { t } = useTranslation();
  return (
    <Document
      updated={t("player.spec.updated")}
      intro={t("player.spec.intro")}
      sections={SECTIONS.map((key) => ({
        key,
        title: t(`player.spec.${key}.title`),
        body: t(`player.spec.${key}.body`),
      }))}
    />
  );
}
