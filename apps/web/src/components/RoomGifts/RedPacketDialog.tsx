import {
  COUPON_TIERS,
  errorKeyOf,
  RED_PACKET_CONTENT,
  RED_PACKET_LIMIT_HOURS,
  RED_PACKET_TYPE,
  redPacketTotal,
} from "@courtside/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Form, InputNumber, Modal, Radio, Select } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/errors";
import { sendRedPacket } from "../../api/redpacket";
import { type PacketForm, packetIssues, toBody } from "./packetRules";
import { newIdempotencyKey, useUid, useWallet } from "./queries";

const INITIAL: PacketForm = { type: 2, content: 1, couponTier: 50, limitHours: 3, target: "all" };
/** Where a refusal from the server belongs in the form. */
const FIELD_OF: Record<string, keyof PacketForm> = {
  redPacketCouponsExceedHeld: "amount",
  redPacketTotalAboveBalance: "amount",
  insufficientBalance: "amount",
  redPacketRecipientInvalid: "toUserId",
};

/** The anchor's red packet dialog: every rule is checked here before anything is sent. */
export function RedPacketDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PacketForm>();
  const values = Form.useWatch([], form) ?? INITIAL;
  const wallet = useWallet();
  const uid = useUid();
  const queryClient = useQueryClient();
  const [tried, setTried] = useState(false);
  const key = useRef(newIdempotencyKey());

  const showIssues = (all: PacketForm) => {
    const issues = packetIssues(all, wallet.data);
    const fields: (keyof PacketForm)[] = ["couponTier", "count", "amount", "toUserId"];
    form.setFields(
      fields.map((name) => {
        const issue = issues.get(name);
        return { name, errors: issue ? [t(`errors.${issue}`)] : [] };
      }),
    );
    return issues.size === 0;
  };

  const send = useMutation({
    mutationFn: (all: PacketForm) => sendRedPacket({ ...toBody(all), idempotencyKey: key.current }),
    onSuccess: () => {
      key.current = newIdempotencyKey();
      void queryClient.invalidateQueries({ queryKey: ["wallet", uid] });
      void queryClient.invalidateQueries({ queryKey: ["redPackets"] });
      void message.success(t("wallet.packet.sent"));
      form.resetFields();
      setTried(false);
      onClose();
    },
    onError: (error) => {
      key.current = newIdempotencyKey();
      const name = error instanceof ApiError ? errorKeyOf(error.code) : undefined;
      const field = name ? FIELD_OF[name] : undefined;
      if (name && field) form.setFields([{ name: field, errors: [t(`errors.${name}`)] }]);
      else void message.error(error instanceof ApiError && error.msg ? error.msg : t("wallet.packet.failed"));
    },
  });

  const coupons = values.content === RED_PACKET_CONTENT.coupon;
  const lucky = values.type === RED_PACKET_TYPE.lucky;
  const held = coupons
    ? (wallet.data?.coupons.find((coupon) => coupon.tier === values.couponTier)?.count ?? 0)
    : (wallet.data?.coins ?? 0);
  const count = values.target === "one" ? 1 : (values.count ?? 0);
  const total = values.amount ? redPacketTotal({ type: values.type, count, amount: values.amount }) : 0;
  const amountLabel = coupons
    ? t(lucky ? "wallet.packet.totalCoupons" : "wallet.packet.singleCoupons")
    : t(lucky ? "wallet.packet.total" : "wallet.packet.single");

  return (
    <Modal
      open={open}
      title={t("wallet.packet.send")}
      okText={t("wallet.packet.submit")}
      cancelText={t("wallet.packet.cancel")}
      confirmLoading={send.isPending}
      onCancel={onClose}
      onOk={() => {
        setTried(true);
        const all = { ...INITIAL, ...form.getFieldsValue(true) };
        if (showIssues(all)) send.mutate(all);
      }}
      destroyOnHidden
    >
      <Form<PacketForm>
        form={form}
        layout="vertical"
        initialValues={INITIAL}
        data-testid="red-packet-form"
        onValuesChange={(_changed, all) => {
          if (tried) showIssues({ ...INITIAL, ...all });
        }}
      >
        <Form.Item name="target" label={t("wallet.packet.to")}>
          <Radio.Group
            optionType="button"
            options={[
              { value: "all", label: t("wallet.packet.toAll") },
              { value: "one", label: t("wallet.packet.toOne") },
            ]}
          />
        </Form.Item>
        {values.target === "one" && (
          <Form.Item name="toUserId" label={t("wallet.packet.recipient")}>
            <InputNumber min={1} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        )}
        <Form.Item name="type" label={t("wallet.packet.type")}>
          <Radio.Group
            optionType="button"
            options={[
              { value: RED_PACKET_TYPE.lucky, label: t("wallet.packet.lucky") },
              { value: RED_PACKET_TYPE.normal, label: t("wallet.packet.normal") },
            ]}
          />
        </Form.Item>
        <Form.Item name="content" label={t("wallet.packet.content")}>
          <Radio.Group
            optionType="button"
            options={[
              { value: RED_PACKET_CONTENT.coins, label: t("wallet.packet.coins") },
              { value: RED_PACKET_CONTENT.coupon, label: t("wallet.packet.coupons") },
            ]}
          />
        </Form.Item>
        {coupons && (
          <Form.Item name="couponTier" label={t("wallet.packet.tier")}>
            <Select
              options={COUPON_TIERS.map((tier) => ({ value: tier, label: t("wallet.couponTier", { percent: tier }) }))}
            />
          </Form.Item>
        )}
        {values.target === "all" && (
          <Form.Item name="count" label={t("wallet.packet.count")}>
            <InputNumber min={0} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        )}
        <Form.Item name="amount" label={amountLabel} extra={t("wallet.packet.held", { count: held })}>
          <InputNumber min={0} precision={0} style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item name="limitHours" label={t("wallet.packet.limit")} extra={t("wallet.packet.refundNote")}>
          <Radio.Group
            optionType="button"
            options={RED_PACKET_LIMIT_HOURS.map((hours) => ({
              value: hours,
              label: t("wallet.packet.hours", { hours, count: hours }),
            }))}
          />
        </Form.Item>
        <p className="red-packet-form__total" aria-live="polite">
          {t("wallet.packet.totalCost", { total })}
        </p>
      </Form>
    </Modal>
  );
}
