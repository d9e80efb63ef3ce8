import {
  type AdminGift,
  EMPTY_NAMES,
  GIFT_NAME_MAX,
  GIFT_PRICE_MAX,
  LANGUAGE_LIST,
  NAME_FIELD,
  type SaveGiftBody,
} from "@courtside/protocol";
import { Form, Input, InputNumber, Modal, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { saveGift } from "../../../api/admin";
import { showFormFailure } from "../../../forms/serverErrors";
import { useAdminAction } from "../useAdminQuery";
import { BannerImage } from "./BannerImage";

type Values = Omit<SaveGiftBody, "id">;

const EMPTY: Values = {
  names: EMPTY_NAMES,
  image: "",
  price: 10,
  sort: 100,
  active: true,
};

/** Adding a gift (`gift` undefined) or editing one: names in the 8 languages, picture, price, order. */
export function GiftDialog({ gift, onClose }: { gift: AdminGift | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useAdminAction((code, values: Values) =>
    saveGift(code, { ...values, ...(gift ? { id: gift.id } : {}) }),
  );
  const initial: Values = gift
    ? { names: gift.names, image: gift.image, price: gift.price, sort: gift.sort, active: gift.active }
    : EMPTY;
  const nameRule = { required: true, whitespace: true, max: GIFT_NAME_MAX, message: t("errors.giftNameRequired") };

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync(values);
      onClose();
    } catch (error) {
      showFormFailure(form, error, { imageNotUploaded: "image" });
    }
  };

  return (
    <Modal
      open
      title={gift ? t("admin.gifts.editTitle") : t("admin.gifts.addTitle")}
      okText={t("admin.gifts.save")}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} className="admin-gift-form">
        <div className="admin-gift-form__names">
          {LANGUAGE_LIST.map((lang) => (
            <Form.Item key={lang.code} name={["names", NAME_FIELD[lang.code]]} label={lang.name} rules={[nameRule]}>
              <Input maxLength={GIFT_NAME_MAX} lang={lang.findName} />
            </Form.Item>
          ))}
        </div>
        <Form.Item
          name="image"
          label={t("admin.gifts.image")}
          rules={[{ required: true, message: t("errors.imageNotUploaded") }]}
        >
          <BannerImage />
        </Form.Item>
        <div className="admin-gift-form__numbers">
          <Form.Item name="price" label={t("admin.gifts.price")} extra={t("admin.gifts.priceHelp")}>
            <InputNumber min={1} max={GIFT_PRICE_MAX} precision={0} />
          </Form.Item>
          <Form.Item name="sort" label={t("admin.gifts.sort")}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="active" label={t("admin.gifts.shown")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
