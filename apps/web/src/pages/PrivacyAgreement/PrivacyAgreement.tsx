import { useTranslation } from "react-i18next";
import { Document } from "../../components/Document/Document";

const SECTIONS = ["collected", "purposes", "storage", "sharing", "retention", "rights", "contact"] as const;

/** The privacy agreement (public); its text lives in the locale files, one per language. */
export default function PrivacyAgreement() {
  const { t } = useTranslation();
  return (
    <Document
      updated={t("legal.updated")}
      intro={t("documents.privacyAgreement.intro")}
      sections={SECTIONS.map((key) => ({
        key,
        title: t(`documents.privacyAgreement.${key}.title`),
        body: t(`documents.privacyAgreement.${key}.body`),
      }))}
    />
  );
}
