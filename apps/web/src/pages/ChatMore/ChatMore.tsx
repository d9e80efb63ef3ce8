import { useTranslation } from "react-i18next";
import { MessageSettingsCard } from "./components/MessageSettingsCard";
import { PhrasesCard } from "./components/PhrasesCard";
import { PrivacyCard } from "./components/PrivacyCard";
import { QrCard } from "./components/QrCard";
import "./ChatMore.css";

/** Message settings, privacy, common phrases and my QR card. */
export default function ChatMore() {
  const { t } = useTranslation();
  const sections = [
    { id: "im-more-settings", title: t("im.settings.title"), body: <MessageSettingsCard /> },
    { id: "im-more-privacy", title: t("im.settings.privacy"), body: <PrivacyCard /> },
    { id: "im-more-phrases", title: t("room.phrases.title"), body: <PhrasesCard /> },
    { id: "im-more-qr", title: t("im.qr.title"), body: <QrCard /> },
  ];
  return (
    <section>
      <h1 className="page-frame__title">{t("titles.more")}</h1>
      <div className="im-more">
        {sections.map((section) => (
          <section key={section.id} className="page-frame__panel im-more__card" aria-labelledby={section.id}>
            <h2 id={section.id} className="im-more__title">
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </section>
  );
}
