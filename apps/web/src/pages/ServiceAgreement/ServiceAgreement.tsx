import { useTranslation } from "react-i18next";
import { Document } from "../../components/Document/Document";

const SECTIONS = ["accounts", "conduct", "gifts", "content", "anchors", "termination", "contact"] as const;

/** The user service agreement (public); its text lives in the locale files, one per language. */
export default function ServiceAgreement() {
  const { t } = useTranslation();
  return (
    <Document
      updated={t("legal.updated")}
      intro={t("documents.serviceAgreement.intro")}
      sections={SECTIONS.map((key) => ({
        key,
        title: t(`documents.serviceAgreement.${key}.title`),
        body: t(`documents.serviceAgreement.${key}.body`),
      }))}
    />
  );
}
