import { Collapse } from "antd";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import "./LiveQuestion.css";

const QUESTIONS = ["watch", "book", "chatRules", "anchor", "gifts", "redPackets", "notifications", "account"] as const;

/** Frequently asked questions about watching, chatting and going live. */
export default function LiveQuestion() {
  const { t } = useTranslation();
  return (
    <PageFrame>
      <p className="faq__intro">{t("documents.faq.intro")}</p>
      <Collapse
        className="faq"
        defaultActiveKey={[QUESTIONS[0]]}
        items={QUESTIONS.map((key) => ({
          key,
          label: <span className="faq__question">{t(`documents.faq.${key}.q`)}</span>,
          children: t(`documents.faq.${key}.a`)
            .split("\n")
            .map((paragraph) => <p key={paragraph}>{paragraph}</p>),
        }))}
      />
    </PageFrame>
  );
}
