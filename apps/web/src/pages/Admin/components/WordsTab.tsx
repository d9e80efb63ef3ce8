import {
  addSensitiveWordBodySchema,
  SENSITIVE_WORD_ACTIONS,
  type SensitiveWord,
  type SensitiveWordAction,
} from "@courtside/protocol";
import { App, Button, Form, Input, Popconfirm, Select, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addSensitiveWord, deleteSensitiveWord, fetchSensitiveWords } from "../../../api/admin";
import { valueRules } from "../../../forms/schemaRules";
import { showFormFailure } from "../../../forms/serverErrors";
import { useDateTime } from "../../../hooks/useDateTime";
import { usePaging } from "../../../hooks/usePaging";
import { useAdminAction, useAdminQuery } from "../useAdminQuery";

interface Values {
  word: string;
  action: SensitiveWordAction;
}

const wordRules = valueRules(addSensitiveWordBodySchema.shape.word);

/** The chat filter's words: add one (refused or masked), search and delete. */
export function WordsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dateTime = useDateTime();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState("");
  const { page, pageSize, setPage, tablePagination } = usePaging();
  const list = useAdminQuery(["words", keyword, page, pageSize], (code) =>
    fetchSensitiveWords(code, { keyword: keyword || undefined, page, pageSize }),
  );
  const add = useAdminAction((code, values: Values) => addSensitiveWord(code, values.word.trim(), values.action));
  const remove = useAdminAction((code, id: number) => deleteSensitiveWord(code, id));

  const submit = async (values: Values) => {
    try {
      await add.mutateAsync(values);
      void message.success(t("admin.words.added"));
      form.resetFields(["word"]);
    } catch (error) {
      showFormFailure(form, error, { sensitiveWordExists: "word" });
    }
  };

  return (
    <div className="admin-words">
      <Form<Values>
        form={form}
        layout="inline"
        className="admin-words__form"
        initialValues={{ action: "refuse" }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="word" label={t("admin.words.word")} rules={wordRules}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="action" label={t("admin.words.action")}>
          <Select<SensitiveWordAction>
            className="admin-toolbar__select"
            options={SENSITIVE_WORD_ACTIONS.map((value) => ({ value, label: t(`admin.words.${value}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t("admin.words.add")}
        </Button>
      </Form>
      <Input.Search
        className="admin-toolbar__search"
        aria-label={t("admin.words.search")}
        placeholder={t("admin.words.search")}
        allowClear
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
      />
      <Table<SensitiveWord>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list}
        locale={{ emptyText: t("admin.words.empty") }}
        pagination={tablePagination(list.data?.total ?? 0)}
        columns={[
          { key: "word", title: t("admin.words.word"), dataIndex: "word" },
          {
            key: "action",
            title: t("admin.words.action"),
            render: (_, word) => (
              <Tag color={word.action === "refuse" ? "error" : "warning"}>{t(`admin.words.${word.action}`)}</Tag>
            ),
          },
          { key: "addedAt", title: t("admin.words.addedAt"), render: (_, word) => dateTime(word.createdAt) },
          {
            key: "delete",
            title: t("admin.users.actions"),
            render: (_, word) => (
              <Popconfirm
                title={t("admin.words.deleteTitle", { word: word.word })}
                okText={t("admin.words.delete")}
                cancelText={t("common.cancel")}
                okButtonProps={{ danger: true }}
                onConfirm={async () => {
                  await remove.mutateAsync(word.id);
                  void message.success(t("admin.words.deleted"));
                }}
              >
                <Button size="small" danger>
                  {t("admin.words.delete")}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </div>
  );
}
