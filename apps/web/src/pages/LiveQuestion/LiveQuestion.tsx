import { Collapse } from "antd";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import "./LiveQuestion.css";
import { RichTextPage } from "../../components/RichText/RichTextPage";
import { FAQ_QUESTIONS } from "../../components/RichText/sections";

/** Frequently asked questions about watching, chatting and going live. */
export default function LiveQuestion() {
  const { t } = useTranslation();
  return (
    <RichTextPage kind="faq">
      <PageFrame>
        <p className="faq__intro">{t("documents.faq.intro")}</p>
        <Collapse
          className="faq"
          defaultActiveKey={[FAQ_QUESTIONS[0]]}
          items={FAQ_QUESTIONS.map((key) => ({
            key,
            label: <span className="faq__question">{t(`documents.faq.${key}.q`)}</span>,
            children: t(`documents.faq.${key}.a`)
              .split("\n")
              .map((paragraph) => <p key={paragraph}>{paragraph}</p>),
          }))}
        />
      </PageFrame>
    </RichTextPage>
  );
}
