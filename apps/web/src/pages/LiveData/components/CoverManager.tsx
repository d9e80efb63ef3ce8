import { COVER_REGIONS, type CoverRegion, type LiveCover } from "@courtside/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Form, Image, Modal, Select, Switch, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addLiveCover, deleteLiveCover, editLiveCover, fetchLiveCovers } from "../../../api/anchor";
import { useLang } from "../../../hooks/useLang";
import { languageTag } from "../../../i18n";
import { ImagePicker } from "./ImagePicker";
import { useConfirmDelete } from "./useConfirmDelete";

/** Region names in the interface language, from the browser's own translations. */
function useRegionName() {
  const tag = languageTag(useLang());
  const names = new Intl.DisplayNames([tag], { type: "region" });
  return (code: string) => names.of(code) ?? code;
}

interface CoverForm {
  id: number | null;
  region: CoverRegion | undefined;
  image: string | null;
  shown: boolean;
}
const EMPTY: CoverForm = { id: null, region: undefined, image: null, shown: true };
const asRegion = (value: string): CoverRegion | undefined => COVER_REGIONS.find((code) => code === value);

/** Regional live covers: one per region (required, not repeated), an image (required), shown or hidden. */
export function CoverManager() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const regionName = useRegionName();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const covers = useQuery({
    queryKey: ["anchors", "covers"],
    queryFn: ({ signal }) => fetchLiveCovers({ page: 1, pageSize: 100 }, signal),
  });
  const [form, setForm] = useState<CoverForm | null>(null);
  const [tried, setTried] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["anchors"] });

  const save = useMutation({
    mutationFn: ({ id, region, image, shown }: CoverForm & { region: CoverRegion; image: string }) =>
      id === null ? addLiveCover({ region, image, shown }) : editLiveCover({ id, region, image, shown }),
    onSuccess: async () => {
      setForm(null);
      void message.success(t("anchor.manage.covers.saved"));
      await refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: (cover: LiveCover) => editLiveCover({ id: cover.id, shown: !cover.shown }),
    onSuccess: refresh,
  });

  const list = covers.data?.list ?? [];
  const used = new Set(list.filter((c) => c.id !== form?.id).map((c) => c.region));
  const submit = () => {
    setTried(true);
    if (!form?.region || !form.image) return;
    save.mutate({ ...form, region: form.region, image: form.image });
  };
  const open = (value: CoverForm) => {
    setTried(false);
    setForm(value);
  };

  return (
    <div className="manage-section" data-testid="cover-manager">
      <p className="manage-hint">{t("anchor.manage.covers.hint")}</p>
      <Button type="primary" onClick={() => open(EMPTY)}>
        {t("anchor.manage.covers.add")}
      </Button>
      <Table
        className="manage-table"
        rowKey="id"
        loading={covers.isPending}
        dataSource={list}
        pagination={false}
        locale={{ emptyText: t("anchor.manage.covers.empty") }}
        columns={[
          { title: t("anchor.manage.covers.region"), dataIndex: "region", render: (code: string) => regionName(code) },
          {
            title: t("anchor.manage.covers.image"),
            dataIndex: "image",
            render: (src: string, cover) => <Image src={src} width={112} alt={regionName(cover.region)} />,
          },
          {
            title: t("anchor.manage.covers.status"),
            dataIndex: "shown",
            render: (shown: boolean, cover) => (
              <Switch
                checked={shown}
                checkedChildren={t("anchor.manage.covers.shown")}
                unCheckedChildren={t("anchor.manage.covers.hidden")}
                loading={toggle.isPending && toggle.variables?.id === cover.id}
                onChange={() => toggle.mutate(cover)}
                aria-label={`${t("anchor.manage.covers.show")}: ${regionName(cover.region)}`}
              />
            ),
          },
          {
            title: t("anchor.manage.covers.actions"),
            key: "actions",
            render: (_, cover) => (
              <span className="manage-actions">
                <Button
                  size="small"
                  onClick={() =>
                    open({ id: cover.id, region: asRegion(cover.region), image: cover.image, shown: cover.shown })
                  }
                >
                  {t("anchor.manage.covers.edit")}
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={t("anchor.manage.deleteLabel", { name: regionName(cover.region) })}
                  onClick={() =>
                    confirmDelete(t("anchor.manage.deleteCoverTitle"), () => deleteLiveCover(cover.id).then(refresh))
                  }
                >
                  {t("anchor.manage.delete")}
                </Button>
              </span>
            ),
          },
        ]}
      />
      <Modal
        open={form !== null}
        title={form?.id ? t("anchor.manage.covers.edit") : t("anchor.manage.covers.add")}
        okText={t("anchor.manage.covers.save")}
        cancelText={t("common.cancel")}
        confirmLoading={save.isPending}
        onOk={submit}
        onCancel={() => setForm(null)}
        destroyOnHidden
      >
        {form && (
          <Form layout="vertical">
            <Form.Item
              label={t("anchor.manage.covers.region")}
              htmlFor="cover-region"
              required
              validateStatus={tried && !form.region ? "error" : undefined}
              help={tried && !form.region ? t("anchor.manage.covers.regionRequired") : undefined}
            >
              <Select
                id="cover-region"
                showSearch
                optionFilterProp="label"
                value={form.region}
                onChange={(region: CoverRegion) => setForm({ ...form, region })}
                options={COVER_REGIONS.map((code) => ({
                  value: code,
                  label: regionName(code),
                  disabled: used.has(code),
                }))}
              />
            </Form.Item>
            <Form.Item
              label={t("anchor.manage.covers.image")}
              required
              validateStatus={tried && !form.image ? "error" : undefined}
              help={tried && !form.image ? t("anchor.manage.covers.imageRequired") : undefined}
            >
              <div className="manage-form__image">
                {form.image && <Image src={form.image} width={160} alt="" />}
                <ImagePicker
                  label={t("anchor.manage.chooseImage")}
                  onUploaded={(image) => setForm({ ...form, image })}
                />
              </div>
            </Form.Item>
            <Form.Item label={t("anchor.manage.covers.show")} htmlFor="cover-shown">
              <Switch id="cover-shown" checked={form.shown} onChange={(shown) => setForm({ ...form, shown })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </div>
  );
}
