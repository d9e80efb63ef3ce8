import { type AnchorApplication, APPLICATION_LIMITS, anchorApplyBodySchema } from "@courtside/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Input, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { submitApplication } from "../../api/application";
import { AREA_CODES } from "../../data/areaCodes";
import { schemaRules } from "../../forms/schemaRules";
import { showFormFailure } from "../../forms/serverErrors";
import { type ApplyValues, applyBody, applyValues } from "./applyForm";
import { SampleImages } from "./SampleImages";
import { SportsField } from "./SportsField";

interface Props {
  /** The last application, whose answers a rejected applicant starts from. */
  previous: AnchorApplication | null;
  onSubmitted: () => void;
}

/** The application's fields, each with the server's own message beside it when it is wrong. */
export function ApplyForm({ previous, onSubmitted }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ApplyValues>();
  const [sending, setSending] = useState(false);
  const rules = schemaRules(form, anchorApplyBodySchema, applyBody);

  const submit = async (values: ApplyValues) => {
    setSending(true);
    try {
      await submitApplication(applyBody(values));
      await queryClient.invalidateQueries({ queryKey: ["anchorApplication"] });
      void message.success(t("admin.apply.submitted"));
      onSubmitted();
    } catch (error) {
      showFormFailure(form, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form<ApplyValues>
      form={form}
      layout="vertical"
      className="anchor-apply__form"
      initialValues={applyValues(previous, AREA_CODES[0]?.code ?? "86")}
      onFinish={(values) => void submit(values)}
      scrollToFirstError
    >
      <Form.Item name="realName" label={t("admin.apply.realName")} rules={rules("realName")} required>
        <Input maxLength={APPLICATION_LIMITS.realNameMax} placeholder={t("admin.apply.realNamePlaceholder")} />
      </Form.Item>
      <Form.Item label={t("admin.apply.contactPhone")} required>
        <Space.Compact block>
          <Form.Item name="areaCode" noStyle rules={rules("areaCode")}>
            <Select
              aria-label={t("admin.apply.areaCode")}
              style={{ width: 120, flex: "none" }}
              showSearch={{ optionFilterProp: "title" }}
              options={AREA_CODES.map((area) => ({ value: area.code, label: `+${area.code}`, title: area.name }))}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
          <Form.Item name="contactPhone" noStyle rules={rules("contactPhone")}>
            <Input inputMode="tel" aria-label={t("admin.apply.contactPhone")} maxLength={15} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="sports"
        label={<span id="sports-label">{t("admin.apply.sports")}</span>}
        rules={rules("sports")}
        required
      >
        <SportsField labelledBy="sports-label" />
      </Form.Item>
      <Form.Item name="introduction" label={t("admin.apply.introduction")} rules={rules("introduction")} required>
        <Input.TextArea
          rows={4}
          showCount
          maxLength={APPLICATION_LIMITS.introductionMax}
          placeholder={t("admin.apply.introductionPlaceholder")}
        />
      </Form.Item>
      <Form.Item
        name="sampleImages"
        label={t("admin.apply.samples")}
        extra={t("admin.apply.samplesHint")}
        rules={rules("sampleImages")}
        required
      >
        <SampleImages />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        {t("admin.apply.submit")}
      </Button>
    </Form>
  );
}
