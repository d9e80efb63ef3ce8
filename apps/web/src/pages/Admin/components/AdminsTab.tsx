import type { SuperAdmin } from "@courtside/protocol";
import { App, Button, Card, Form, Input, InputNumber, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { addSuperAdmin, changeSecurityCode, fetchSuperAdmins, removeSuperAdmin } from "../../../api/admin";
import { showFormFailure } from "../../../forms/serverErrors";
import { useDateTime } from "../../../hooks/useDateTime";
import { useSessionStore } from "../../../stores/session";
import { useAdminCodeStore } from "../adminCode";
import { useAdminAction, useAdminQuery } from "../useAdminQuery";

const CODE_RULE = { min: 6, max: 64 };

/** The super admins: who they are and how many users each looks after; add, remove, and one's own code. */
export function AdminsTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const dateTime = useDateTime();
  const myId = useSessionStore((state) => state.userInfo?.uid);
  const setCode = useAdminCodeStore((state) => state.setCode);
  const admins = useAdminQuery(["admins"], (code) => fetchSuperAdmins(code));
  const add = useAdminAction((code, values: { userId: number; securityCode: string }) =>
    addSuperAdmin(code, values.userId, values.securityCode),
  );
  const remove = useAdminAction((code, userId: number) => removeSuperAdmin(code, userId));
  // Every later call of this tab carries the new code, the lists' refetch right after included.
  const change = useAdminAction(
    (code, newCode: string) => changeSecurityCode(code, newCode),
    (_, newCode) => setCode(newCode),
  );
  const [addForm] = Form.useForm<{ userId: number; securityCode: string }>();
  const [codeForm] = Form.useForm<{ newCode: string; repeat: string }>();

  const confirmRemove = (admin: SuperAdmin) =>
    modal.confirm({
      title: t("admin.team.removeTitle", { name: admin.username }),
      content: t("admin.team.removeBody"),
      okText: t("admin.team.remove"),
      okButtonProps: { danger: true },
      cancelText: t("common.cancel"),
      onOk: async () => {
        await remove.mutateAsync(admin.uid);
        void message.success(t("admin.team.removed"));
      },
    });

  const submitAdd = async (values: { userId: number; securityCode: string }) => {
    try {
      await add.mutateAsync(values);
      addForm.resetFields();
      void message.success(t("admin.team.added"));
    } catch (error) {
      showFormFailure(addForm, error, { userNotFound: "userId", alreadySuperAdmin: "userId" });
    }
  };

  const submitCode = async (values: { newCode: string }) => {
    try {
      await change.mutateAsync(values.newCode);
      codeForm.resetFields();
      void message.success(t("admin.team.codeChanged"));
    } catch (error) {
      showFormFailure(codeForm, error);
    }
  };

  return (
    <div className="admin-team">
      <Table<SuperAdmin>
        rowKey="uid"
        size="small"
        loading={admins.isPending}
        dataSource={admins.data?.list ?? []}
        pagination={false}
        scroll={{ x: "max-content" }}
        columns={[
          { key: "uid", title: t("admin.users.uid"), dataIndex: "uid" },
          {
            key: "username",
            title: t("admin.users.username"),
            render: (_, admin) => (
              <>
                {admin.username} {admin.uid === myId && <Tag color="blue">{t("admin.team.you")}</Tag>}
                {admin.lockedUntil !== null && <Tag color="error">{t("admin.team.locked")}</Tag>}
              </>
            ),
          },
          { key: "nickname", title: t("admin.users.nickname"), dataIndex: "nickname" },
          { key: "since", title: t("admin.team.since"), render: (_, admin) => dateTime(admin.since) },
          { key: "bound", title: t("admin.team.bound"), dataIndex: "bound" },
          {
            key: "actions",
            title: t("admin.users.actions"),
            render: (_, admin) =>
              admin.uid === myId ? null : (
                <Button size="small" danger onClick={() => confirmRemove(admin)}>
                  {t("admin.team.remove")}
                </Button>
              ),
          },
        ]}
      />
      <div className="admin-team__forms">
        <Card size="small" title={<h2 className="admin-config__heading">{t("admin.team.addTitle")}</h2>}>
          <Form form={addForm} layout="vertical" onFinish={(values) => void submitAdd(values)}>
            <Form.Item
              name="userId"
              label={t("admin.team.userId")}
              rules={[{ required: true, message: t("errors.userIdRequired") }]}
            >
              <InputNumber min={1} precision={0} className="admin-notices__id" />
            </Form.Item>
            <Form.Item
              name="securityCode"
              label={t("admin.team.firstCode")}
              extra={t("admin.team.codeHelp")}
              rules={[{ required: true, ...CODE_RULE, message: t("admin.team.codeHelp") }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button htmlType="submit" type="primary" loading={add.isPending}>
              {t("admin.team.add")}
            </Button>
          </Form>
        </Card>
        <Card size="small" title={<h2 className="admin-config__heading">{t("admin.team.myCode")}</h2>}>
          <Form form={codeForm} layout="vertical" onFinish={(values) => void submitCode(values)}>
            <Form.Item
              name="newCode"
              label={t("admin.team.newCode")}
              extra={t("admin.team.codeHelp")}
              rules={[{ required: true, ...CODE_RULE, message: t("admin.team.codeHelp") }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="repeat"
              label={t("admin.team.repeatCode")}
              dependencies={["newCode"]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value: string) =>
                    value === getFieldValue("newCode")
                      ? Promise.resolve()
                      : Promise.reject(new Error(t("admin.team.codesDiffer"))),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button htmlType="submit" loading={change.isPending}>
              {t("admin.team.changeCode")}
            </Button>
          </Form>
        </Card>
      </div>
    </div>
  );
}
