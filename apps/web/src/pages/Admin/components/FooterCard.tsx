import { EMPTY_NAMES, FOOTER_LINK_NAME_MAX, FOOTER_LINKS_MAX, FOOTER_NOTICE_MAX } from "@courtside/protocol";
import { Button, Card, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { LINK_PATTERN } from "./configForm";
import { LanguageFields } from "./LanguageFields";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The site footer's operator-set part: contact address, a notice line and links, each in 8 languages. */
export function FooterCard() {
  const { t } = useTranslation();
  return (
    <Card size="small" title={<h2 className="admin-config__heading">{t("admin.config.footer")}</h2>}>
      <p className="admin-config__note">{t("admin.config.footerHelp")}</p>
      <Form.Item
        name={["footer", "email"]}
        label={t("admin.config.footerEmail")}
        rules={[{ pattern: EMAIL_PATTERN, max: 100, message: t("errors.emailInvalid") }]}
      >
        <Input type="email" inputMode="email" maxLength={100} />
      </Form.Item>
      <fieldset className="admin-banner">
        <legend>{t("admin.config.footerNotice")}</legend>
        <LanguageFields path={["footer", "notice"]} max={FOOTER_NOTICE_MAX} />
      </fieldset>
      <Form.List name={["footer", "links"]}>
        {(fields, { add, remove }) => (
          <div className="admin-config__banners">
            {fields.map((field, index) => (
              <fieldset key={field.key} className="admin-banner">
                <legend>{t("admin.config.linkN", { n: index + 1 })}</legend>
                <Form.Item
                  name={[field.name, "url"]}
                  label={t("admin.config.bannerLink")}
                  extra={t("admin.config.bannerLinkHelp")}
                  rules={[{ required: true, pattern: LINK_PATTERN, message: t("errors.badUrl") }]}
                >
                  <Input inputMode="url" />
                </Form.Item>
                <LanguageFields
                  path={[field.name, "names"]}
                  max={FOOTER_LINK_NAME_MAX}
                  englishRules={[{ required: true, whitespace: true, message: t("errors.footerLinkNameRequired") }]}
                />
                <Button danger size="small" onClick={() => remove(field.name)}>
                  {t("admin.config.removeLink")}
                </Button>
              </fieldset>
            ))}
            {fields.length < FOOTER_LINKS_MAX && (
              <Button onClick={() => add({ url: "", names: EMPTY_NAMES })}>{t("admin.config.addLink")}</Button>
            )}
          </div>
        )}
      </Form.List>
    </Card>
  );
}
