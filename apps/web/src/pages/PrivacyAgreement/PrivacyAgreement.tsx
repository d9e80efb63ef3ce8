import { useTranslation } from "react-i18next";
import { Document } from "../../components/Document/Document";
import { RichTextPage } from "../../components/RichText/RichTextPage";
import { PRIVACY_SECTIONS } from "../../components/RichText/sections";

/** The privacy agreement (public); its text lives in the locale files, one per language. */
export default function PrivacyAgreement() {
  const { t } = useTranslation();
  return (
    <RichTextPage kind="privacyAgreement">
      <Document
        updated={t("legal.updated")}
        intro={t("documents.privacyAgreement.intro")}
        sections={PRIVACY_SECTIONS.map((key) => ({
          key,
          title: t(`documents.privacyAgreement.${key}.title`),
          body: t(`documents.privacyAgreement.${key}.body`),
        }))}
      />
    </RichTextPage>
  );
}
