import { useTranslation } from "react-i18next";
import { Document } from "../../components/Document/Document";
import { RichTextPage } from "../../components/RichText/RichTextPage";
import { SERVICE_SECTIONS } from "../../components/RichText/sections";

/** The user service agreement (public); its text lives in the locale files, one per language. */
export default function ServiceAgreement() {
  const { t } = useTranslation();
  return (
    <RichTextPage kind="serviceAgreement">
      <Document
        updated={t("legal.updated")}
        intro={t("documents.serviceAgreement.intro")}
        sections={SERVICE_SECTIONS.map((key) => ({
          key,
          title: t(`documents.serviceAgreement.${key}.title`),
          body: t(`documents.serviceAgreement.${key}.body`),
        }))}
      />
    </RichTextPage>
  );
}
