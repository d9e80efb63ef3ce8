import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Document } from "../../components/Document/Document";
import { RichTextPage } from "../../components/RichText/RichTextPage";
import { TUTORIAL_SECTIONS } from "../../components/RichText/sections";

/** How to go live with OBS or any RTMP encoder, step by step. */
export default function LiveTutorial() {
  const { t } = useTranslation();
  return (
    <RichTextPage kind="tutorial">
      <Document
        updated={t("player.tutorial.updated")}
        intro={t("player.tutorial.intro")}
        sections={TUTORIAL_SECTIONS.map((key) => ({
          key,
          title: t(`player.tutorial.${key}.title`),
          body: t(`player.tutorial.${key}.body`),
        }))}
        footer={
          <p>
            <Link to="/user/configuration">{t("titles.liveConfiguration")}</Link>
          </p>
        }
      />
    </RichTextPage>
  );
}
