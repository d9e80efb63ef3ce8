import type { SmsScene } from "@courtside/protocol";
import { App, Button, Form, type FormInstance, type FormRule, Input, Select, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { sendPhoneCode } from "../../api/account";
import { ApiError } from "../../api/errors";
import { rateLimitSeconds } from "../../api/failure";
import { AREA_CODES } from "../../data/areaCodes";
import { accountSchema, loadAccountSchemas } from "../../forms/loadAccountSchemas";
import { issueText, valueRules } from "../../forms/schemaRules";
import { showFormFailure } from "../../forms/serverErrors";
import { useCountdown } from "../../hooks/useCountdown";
import "./PhoneFields.css";

export interface PhoneFieldRules {
  areaCode?: FormRule[];
  phone?: FormRule[];
  code?: FormRule[];
}

interface PhoneFieldsProps {
  form: FormInstance;
  /** Prefix of the inputs' ids, unique on the page (labels point at them). */
  idPrefix: string;
  scene: SmsScene;
  /** The body's name for the code: `code` in most calls, `smsCode` in registration. */
  codeName?: "code" | "smsCode";
  /** Registration's phone is optional; its rules then come from the whole body schema. */
  required?: boolean;
  rules?: PhoneFieldRules;
  phoneLabel?: string;
}

// Loaded on use: the phone sign-in shows these fields and nothing else that needs zod.
const areaRules = valueRules(accountSchema("areaCodeSchema"));
const phoneRules = valueRules(accountSchema("phoneSchema"));
const codeRules = valueRules(accountSchema("smsCodeSchema"));

/** The area code's and the phone's issues; none if their schemas cannot load (the server checks). */
async function phoneIssues(areaCode: unknown, phone: unknown): Promise<{ name: string; message: string }[]> {
  const schemas = await loadAccountSchemas().catch(() => undefined);
  if (!schemas) return [];
  const checks = [
    { name: "areaCode", result: schemas.areaCodeSchema.safeParse(areaCode ?? "") },
    { name: "phone", result: schemas.phoneSchema.safeParse(phone ?? "") },
  ];
  return checks.flatMap(({ name, result }) =>
    result.success ? [] : [{ name, message: result.error.issues[0]?.message ?? "" }],
  );
}

/**
 * Area code, phone number and SMS code with its "send code" button. The button waits the
 * server's `resendAfter` (or a rate limit's seconds) before it can send again.
 */
export function PhoneFields({
  form,
  idPrefix,
  scene,
  codeName = "code",
  required = true,
  rules = {},
  phoneLabel,
}: PhoneFieldsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const options = AREA_CODES.map((area) => ({
    value: area.code,
    label: `+${area.code}`,
    title: area.name,
  }));

  const send = async () => {
    const phone: unknown = form.getFieldValue("phone");
    const areaCode: unknown = form.getFieldValue("areaCode");
    setSending(true);
    try {
      // The phone is checked here even where it is optional: a code needs a phone to go to.
      const failing = await phoneIssues(areaCode, phone);
      if (failing.length > 0) {
        form.setFields(
          failing.map((issue) => ({ name: issue.name, errors: [issueText(issue.message, t("form.invalid"))] })),
        );
        return;
      }
      const sent = await sendPhoneCode(
        { phone: String(phone ?? ""), areaCode: String(areaCode ?? ""), scene },
        { silent: true },
      );
      countdown.start(sent.resendAfter);
      void message.success({ content: t("account.codeSent"), key: "account.codeSent" });
      document.getElementById(`${idPrefix}-code`)?.focus();
    } catch (error) {
      const wait = error instanceof ApiError ? rateLimitSeconds(error) : undefined;
      if (wait !== undefined) countdown.start(wait);
      showFormFailure(form, error, {
        phoneOrAreaWrong: "phone",
        phoneEmpty: "phone",
        areaEmpty: "areaCode",
        phoneRegistered: "phone",
        phoneBoundToOther: "phone",
        phoneNotRegistered: "phone",
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form.Item label={phoneLabel ?? t("account.phone")} htmlFor={`${idPrefix}-phone`} required={required}>
        <Space.Compact block>
          <Form.Item name="areaCode" noStyle rules={rules.areaCode ?? areaRules}>
            <Select
              className="phone-fields__area"
              aria-label={t("account.areaCode")}
              options={options}
              optionRender={(option) => (
                <span className="phone-fields__option">
                  <span>{option.label}</span>
                  <span className="phone-fields__country">{option.data.title}</span>
                </span>
              )}
              popupMatchSelectWidth={220}
              showSearch={{ optionFilterProp: ["label", "title"] }}
            />
          </Form.Item>
          <Form.Item name="phone" noStyle rules={rules.phone ?? phoneRules}>
            <Input id={`${idPrefix}-phone`} inputMode="numeric" autoComplete="tel-national" maxLength={15} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t("account.smsCode")} htmlFor={`${idPrefix}-code`} required={required}>
        <Space.Compact block>
          {/* Re-checked when the phone changes: an optional phone's code is needed only with one. */}
          <Form.Item name={codeName} noStyle rules={rules.code ?? codeRules} dependencies={["phone"]}>
            <Input id={`${idPrefix}-code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Button
            className="phone-fields__send"
            onClick={() => void send()}
            loading={sending}
            disabled={countdown.seconds > 0}
          >
            {countdown.seconds > 0 ? t("account.resendIn", { seconds: countdown.seconds }) : t("account.sendCode")}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
