import { LANGUAGE_LIST, NAME_FIELD } from "@courtside/protocol";
import { Form, Input } from "antd";
import type { Rule } from "antd/es/form";

/**
 * One text in the 8 languages, stored in the localized-names layout (`name`, `nameTw` …) under
 * `path`; `rules` go to the English field, which every other language falls back to.
 */
export function LanguageFields({
  path,
  max,
  englishRules = [],
}: {
  path: (string | number)[];
  max: number;
  englishRules?: Rule[];
}) {
  return (
    <div className="admin-gift-form__names">
      {LANGUAGE_LIST.map((lang) => (
        <Form.Item
          key={lang.code}
          name={[...path, NAME_FIELD[lang.code]]}
          label={lang.name}
          rules={lang.code === "en" ? englishRules : []}
        >
          <Input maxLength={max} lang={lang.findName} />
        </Form.Item>
      ))}
    </div>
  );
}
