import { App, Button, Card, Form, Input, InputNumber, Popconfirm, Select, Skeleton, Space, Switch } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { fetchAdminConfig, setAdminConfig } from "../../../api/admin";
import { showFormFailure } from "../../../forms/serverErrors";
import { useAdminAction, useAdminQuery } from "../useAdminQuery";
import { BannerImage } from "./BannerImage";
import {
  type ConfigValues,
  fromLocalInput,
  LINK_PATTERN,
  newBanner,
  toConfig,
  toValues,
  VERSION_PATTERN,
} from "./configForm";
import { FooterCard } from "./FooterCard";
import { LanguageFields } from "./LanguageFields";
import { LimitsCard } from "./LimitsCard";

/**
 * Settings that change without a restart: the chat interval, enter notices, allowances (task
 * rewards, red-packet grabs, friends, the stage), the banners above room chats (per room,
 * scheduled, shown or hidden) and the Android app update.
 */
export function ConfigTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ConfigValues>();
  const current = useAdminQuery(["config"], (code) => fetchAdminConfig(code));
  const save = useAdminAction((code, values: ConfigValues) => setAdminConfig(code, toConfig(values)));
  const loaded = current.data;
  const offerUpdate = Form.useWatch("offerUpdate", form);

  // The saved settings fill the form once they arrive; a later refetch never overwrites an edit.
  useEffect(() => {
    if (loaded && !form.isFieldsTouched()) form.setFieldsValue(toValues(loaded));
  }, [loaded, form]);

  if (!loaded) return <Skeleton active paragraph={{ rows: 8 }} />;

  const submit = async (values: ConfigValues) => {
    try {
      const saved = await save.mutateAsync(values);
      form.resetFields();
      form.setFieldsValue(toValues(saved));
      void message.success(t("admin.config.saved"));
    } catch (error) {
      showFormFailure(form, error);
    }
  };
  const required = (text: string) => ({ required: true, whitespace: true, message: text });

  return (
    <Form<ConfigValues>
      form={form}
      layout="vertical"
      className="admin-config"
      initialValues={toValues(loaded)}
      onFinish={(values) => void submit(values)}
    >
      <Card size="small" title={<h2 className="admin-config__heading">{t("admin.config.chat")}</h2>}>
        <Form.Item
          name="imMsgTimeout"
          label={t("admin.config.imMsgTimeout")}
          extra={t("admin.config.imMsgTimeoutHelp")}
        >
          <InputNumber min={0} max={300} precision={0} addonAfter={t("admin.config.seconds")} />
        </Form.Item>
        <Form.Item name="roomEnterNotice" label={t("admin.config.roomEnterNotice")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Card>

      <LimitsCard />

      <Card size="small" title={<h2 className="admin-config__heading">{t("admin.config.banners")}</h2>}>
        <p className="admin-config__note">{t("admin.config.bannersHelp")}</p>
        <Form.List name="banners">
          {(fields, { add, remove }) => (
            <div className="admin-config__banners">
              {fields.length === 0 && <p className="admin-config__empty">{t("admin.config.noBanners")}</p>}
              {fields.map((field, index) => (
                <fieldset key={field.key} className="admin-banner">
                  <legend>{t("admin.config.bannerN", { n: index + 1 })}</legend>
                  <Form.Item name={[field.name, "id"]} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "text"]}
                    label={t("admin.config.bannerText")}
                    rules={[
                      required(t("errors.bannerTextRequired")),
                      { max: 60, message: t("errors.bannerTextRequired") },
                    ]}
                  >
                    <Input maxLength={60} showCount />
                  </Form.Item>
                  <details className="admin-config__texts">
                    <summary>{t("admin.config.bannerTexts")}</summary>
                    <p className="admin-config__note">{t("admin.config.bannerTextsHelp")}</p>
                    <LanguageFields path={[field.name, "texts"]} max={60} />
                  </details>
                  <Form.Item name={[field.name, "placement"]} label={t("admin.config.bannerPlacement")}>
                    <Select
                      options={[
                        { value: "adv", label: t("admin.config.placementAdv") },
                        { value: "chat", label: t("admin.config.placementChat") },
                      ]}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "link"]}
                    label={t("admin.config.bannerLink")}
                    extra={t("admin.config.bannerLinkHelp")}
                    rules={[{ pattern: LINK_PATTERN, message: t("errors.badUrl") }]}
                  >
                    <Input inputMode="url" />
                  </Form.Item>
                  <Form.Item name={[field.name, "image"]} label={t("admin.config.bannerImage")}>
                    <BannerImage />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "roomIds"]}
                    label={t("admin.config.bannerRooms")}
                    extra={t("admin.config.bannerRoomsHelp")}
                    rules={[
                      {
                        validator: (_, value: string[] | undefined) =>
                          (value ?? []).every((id) => /^\d{1,10}$/.test(id))
                            ? Promise.resolve()
                            : Promise.reject(new Error(t("errors.invalidId"))),
                      },
                    ]}
                  >
                    <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[",", " "]} />
                  </Form.Item>
                  <Space wrap align="start">
                    <Form.Item name={[field.name, "startAt"]} label={t("admin.config.bannerStart")}>
                      <Input type="datetime-local" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "endAt"]}
                      label={t("admin.config.bannerEnd")}
                      dependencies={[["banners", field.name, "startAt"]]}
                      rules={[
                        ({ getFieldValue }) => ({
                          validator: (_, value: string) => {
                            const start = fromLocalInput(getFieldValue(["banners", field.name, "startAt"]) ?? "");
                            const end = fromLocalInput(value ?? "");
                            return start === null || end === null || end > start
                              ? Promise.resolve()
                              : Promise.reject(new Error(t("errors.scheduleInvalid")));
                          },
                        }),
                      ]}
                    >
                      <Input type="datetime-local" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, "visible"]}
                      label={t("admin.config.bannerVisible")}
                      valuePropName="checked"
                    >
                      <Switch />
                    </Form.Item>
                  </Space>
                  <div>
                    <Popconfirm
                      title={t("admin.config.removeBannerConfirm")}
                      okText={t("admin.config.removeBanner")}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove(field.name)}
                    >
                      <Button danger size="small">
                        {t("admin.config.removeBanner")}
                      </Button>
                    </Popconfirm>
                  </div>
                </fieldset>
              ))}
              {fields.length < 20 && <Button onClick={() => add(newBanner())}>{t("admin.config.addBanner")}</Button>}
            </div>
          )}
        </Form.List>
      </Card>

      <FooterCard />

      <Card size="small" title={<h2 className="admin-config__heading">{t("admin.config.appUpdate")}</h2>}>
        <Form.Item name="offerUpdate" label={t("admin.config.offerUpdate")} valuePropName="checked">
          <Switch />
        </Form.Item>
        {offerUpdate && (
          <>
            <Form.Item
              name="version"
              label={t("admin.config.version")}
              rules={[{ required: true, pattern: VERSION_PATTERN, message: t("errors.appVersionInvalid") }]}
            >
              <Input placeholder="2.4.0" />
            </Form.Item>
            <Form.Item name="notes" label={t("admin.config.notes")} rules={[{ max: 1000 }]}>
              <Input.TextArea rows={3} maxLength={1000} showCount />
            </Form.Item>
            <Form.Item
              name="url"
              label={t("admin.config.downloadUrl")}
              rules={[{ required: true, pattern: LINK_PATTERN, message: t("errors.badUrl") }]}
            >
              <Input inputMode="url" placeholder="https://" />
            </Form.Item>
            <Form.Item name="forced" label={t("admin.config.forced")} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
      </Card>

      <Button type="primary" htmlType="submit" loading={save.isPending} className="admin-config__save">
        {t("admin.config.save")}
      </Button>
    </Form>
  );
}
