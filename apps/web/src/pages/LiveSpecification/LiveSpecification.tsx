import { useTranslation } from "react-i18next";
import { Document } from "../../components/Document/Document";
import { RichTextPage } from "../../components/RichText/RichTextPage";
import { RULES_SECTIONS } from "../../components/RichText/sections";

/** The rules every broadcast follows, and what happens when one is broken. */
export default function LiveSpecification() {
  const { t } = useTranslation();
  return (
    <RichTextPage kind="liveRules">
      <Document
        updated={t("player.spec.updated")}
        intro={t("player.spec.intro")}
        sections={RULES_SECTIONS.map((key) => ({
          key,
          title: t(`player.spec.${key}.title`),
          body: t(`player.spec.${key}.body`),
        }))}
      />
    </RichTextPage>
  );
}
