import { REGION_CODE } from "@courtside/protocol";
import { Alert, App, Button, Form, Select, Space } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { fetchBlockedRegions, setBlockedRegions } from "../../../api/admin";
import { showFormFailure } from "../../../forms/serverErrors";
import { useRegionName } from "../../../hooks/useRegionName";
import { useAdminAction, useAdminQuery } from "../useAdminQuery";

interface Values {
  regions: string[];
}

/** Countries whose visitors see "your region cannot access"; the console and sign-in stay open. */
export function RegionsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const regionName = useRegionName();
  const current = useAdminQuery(["regions"], (code) => fetchBlockedRegions(code));
  const save = useAdminAction((code, regions: string[]) => setBlockedRegions(code, regions));
  const loaded = current.data?.regions;

  // The saved list fills the field once it arrives; a later refetch never overwrites an edit.
  useEffect(() => {
    if (loaded && !form.isFieldsTouched()) form.setFieldsValue({ regions: loaded });
  }, [loaded, form]);

  const submit = async (values: Values) => {
    try {
      const saved = await save.mutateAsync(values.regions.map((code) => code.trim().toUpperCase()));
      form.setFieldsValue({ regions: saved.regions });
      void message.success(t("admin.regions.saved"));
    } catch (error) {
      showFormFailure(form, error);
    }
  };

  return (
    <div className="admin-regions">
      <Alert type="info" showIcon className="admin-regions__note" message={t("admin.regions.note")} />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ regions: [] }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="regions"
          label={t("admin.regions.label")}
          extra={t("admin.regions.help")}
          rules={[
            {
              validator: (_, value: string[] | undefined) =>
                (value ?? []).every((code) => REGION_CODE.test(code.trim().toUpperCase()))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("admin.regions.invalid"))),
            },
          ]}
        >
          <Select<string[]>
            mode="tags"
            tokenSeparators={[",", " "]}
            open={false}
            suffixIcon={null}
            placeholder={t("admin.regions.placeholder")}
            loading={current.isFetching}
            disabled={!loaded}
            labelRender={({ value }) => regionName(String(value))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!loaded}>
            {t("admin.regions.save")}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
