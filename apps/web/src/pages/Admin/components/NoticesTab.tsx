import { NOTIFICATION_LIMITS, REGIONS, WEB_ACTION_TYPE } from "@courtside/protocol";
import { App, Button, Form, Input, InputNumber, Radio, Select } from "antd";
import { useTranslation } from "react-i18next";
import { sendAdminNotice } from "../../../api/admin";
import { showFormFailure } from "../../../forms/serverErrors";
import { useAdminAction } from "../useAdminQuery";

interface Values {
  audience: "everyone" | "region" | "user";
  userId?: number;
  region?: string;
  title: string;
  body: string;
  webActionType: number;
  webActionContent: string;
}

/** Countries of the profile's region tree, each followed by its provinces. */
const REGION_OPTIONS = REGIONS.map((country) => ({
  label: country.name,
  options: [country, ...(country.children ?? [])].map((region) => ({ value: region.name, label: region.name })),
}));

/**
 * A notice (push type 4) to everyone, to the users of a region (their profile's province) or to one user: it lands in their notification centre and,
 * where they allowed it, as a browser push; a click opens a match, an anchor's room or a link.
 */
export function NoticesTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const audience = Form.useWatch("audience", form);
  const action = Form.useWatch("webActionType", form);
  const send = useAdminAction((code, values: Values) =>
    sendAdminNotice(code, {
      ...(values.audience === "user" ? { userId: values.userId } : {}),
      ...(values.audience === "region" ? { region: values.region } : {}),
      title: values.title,
      body: values.body ?? "",
      webActionType: values.webActionType,
      webActionContent: values.webActionContent,
    }),
  );

  const deliver = async (values: Values) => {
    try {
      const { recipients } = await send.mutateAsync(values);
      void message.success(t("admin.notices.sent", { count: recipients }));
      form.resetFields();
    } catch (error) {
      showFormFailure(form, error, {
        userNotFound: "userId",
        noticeActionInvalid: "webActionContent",
        invalidOption: "region",
      });
    }
  };
  const submit = (values: Values) => {
    if (values.audience === "user") return void deliver(values);
    modal.confirm({
      title: t("admin.notices.confirmTitle"),
      content:
        values.audience === "region"
          ? t("admin.notices.confirmRegion", { region: values.region })
          : t("admin.notices.confirmEveryone"),
      okText: t("admin.notices.send"),
      onOk: () => deliver(values),
    });
  };

  const contentLabel =
    action === WEB_ACTION_TYPE.match
      ? t("admin.notices.matchId")
      : action === WEB_ACTION_TYPE.anchor
        ? t("admin.notices.anchorId")
        : t("admin.notices.link");

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="admin-notices"
      initialValues={{ audience: "everyone", webActionType: WEB_ACTION_TYPE.match, body: "" }}
      onFinish={submit}
    >
      <Form.Item name="audience" label={t("admin.notices.audience")}>
        <Radio.Group
          options={[
            { value: "everyone", label: t("admin.notices.everyone") },
            { value: "region", label: t("admin.notices.oneRegion") },
            { value: "user", label: t("admin.notices.oneUser") },
          ]}
        />
      </Form.Item>
      {audience === "region" && (
        <Form.Item
          name="region"
          label={t("admin.notices.region")}
          extra={t("admin.notices.regionHelp")}
          rules={[{ required: true, message: t("errors.invalidOption") }]}
        >
          <Select options={REGION_OPTIONS} showSearch className="admin-notices__region" />
        </Form.Item>
      )}
      {audience === "user" && (
        <Form.Item
          name="userId"
          label={t("admin.notices.userId")}
          rules={[{ required: true, message: t("errors.userIdRequired") }]}
        >
          <InputNumber min={1} precision={0} className="admin-notices__id" />
        </Form.Item>
      )}
      <Form.Item
        name="title"
        label={t("admin.notices.title")}
        rules={[{ required: true, whitespace: true, message: t("errors.noticeTitleRequired") }]}
      >
        <Input maxLength={NOTIFICATION_LIMITS.titleMax} showCount />
      </Form.Item>
      <Form.Item name="body" label={t("admin.notices.body")}>
        <Input.TextArea rows={3} maxLength={NOTIFICATION_LIMITS.bodyMax} showCount />
      </Form.Item>
      <Form.Item name="webActionType" label={t("admin.notices.opens")}>
        <Select
          options={[
            { value: WEB_ACTION_TYPE.match, label: t("admin.notices.opensMatch") },
            { value: WEB_ACTION_TYPE.anchor, label: t("admin.notices.opensAnchor") },
            { value: WEB_ACTION_TYPE.link, label: t("admin.notices.opensLink") },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="webActionContent"
        label={contentLabel}
        rules={[{ required: true, whitespace: true, message: t("errors.noticeActionInvalid") }]}
      >
        <Input inputMode={action === WEB_ACTION_TYPE.link ? "url" : "numeric"} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t("admin.notices.send")}
      </Button>
    </Form>
  );
}
