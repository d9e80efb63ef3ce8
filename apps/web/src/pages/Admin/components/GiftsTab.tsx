import { type AdminGift, localName } from "@courtside/protocol";
import { Button, Switch, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchAdminGifts, saveGift } from "../../../api/admin";
import { useLang } from "../../../hooks/useLang";
import { useAdminAction, useAdminQuery } from "../useAdminQuery";
import { GiftDialog } from "./GiftDialog";

/** The gift catalogue: add, edit (names, picture, price, order) and show or hide each gift. */
export function GiftsTab() {
  const { t } = useTranslation();
  const lang = useLang();
  const gifts = useAdminQuery(["gifts"], (code) => fetchAdminGifts(code));
  const toggle = useAdminAction((code, gift: AdminGift) => saveGift(code, { ...gift, active: !gift.active }));
  const [editing, setEditing] = useState<AdminGift | "new" | null>(null);

  return (
    <div className="admin-gifts">
      <Button type="primary" onClick={() => setEditing("new")} className="admin-gifts__add">
        {t("admin.gifts.add")}
      </Button>
      <Table<AdminGift>
        rowKey="id"
        size="small"
        loading={gifts.isPending}
        dataSource={gifts.data?.list ?? []}
        pagination={false}
        scroll={{ x: "max-content" }}
        columns={[
          {
            key: "image",
            title: t("admin.gifts.image"),
            render: (_, gift) => <img src={gift.image} alt="" className="admin-gifts__image" />,
          },
          { key: "name", title: t("admin.gifts.name"), render: (_, gift) => localName(gift.names, lang) },
          { key: "price", title: t("admin.gifts.price"), dataIndex: "price" },
          {
            key: "effect",
            title: t("admin.gifts.effect"),
            render: (_, gift) => <Tag>{t(`admin.gifts.effects.${gift.effect}`)}</Tag>,
          },
          { key: "sort", title: t("admin.gifts.sort"), dataIndex: "sort" },
          {
            key: "active",
            title: t("admin.gifts.shown"),
            render: (_, gift) => (
              <Switch
                checked={gift.active}
                aria-label={t("admin.gifts.shownOf", { name: localName(gift.names, lang) })}
                loading={toggle.isPending && toggle.variables?.id === gift.id}
                onChange={() => toggle.mutate(gift)}
              />
            ),
          },
          {
            key: "edit",
            title: t("admin.gifts.actions"),
            render: (_, gift) => (
              <Button size="small" onClick={() => setEditing(gift)}>
                {t("admin.gifts.edit")}
              </Button>
            ),
          },
        ]}
      />
      {editing !== null && (
        <GiftDialog gift={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
