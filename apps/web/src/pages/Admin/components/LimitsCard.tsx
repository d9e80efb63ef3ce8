import { LIMITS, TASK_KEYS } from "@courtside/protocol";
import { Card, Form, InputNumber } from "antd";
import { useTranslation } from "react-i18next";

/** A whole number field of the limits card; the server checks the same ranges. */
function LimitField({
  name,
  label,
  min,
  max,
  unit,
}: {
  name: string[];
  label: string;
  min: number;
  max: number;
  unit?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={["limits", ...name]}
      label={label}
      rules={[{ required: true, type: "integer", min, max, message: t("admin.config.between", { min, max }) }]}
    >
      <InputNumber min={min} max={max} precision={0} addonAfter={unit} />
    </Form.Item>
  );
}

/** Task rewards, red-packet grabs, friend allowances and the stage: what the operator tunes at run time. */
export function LimitsCard() {
  const { t } = useTranslation();
  return (
    <Card size="small" title={<h2 className="admin-config__heading">{t("admin.config.limits")}</h2>}>
      <p className="admin-config__note">{t("admin.config.limitsHelp")}</p>
      <fieldset className="admin-banner">
        <legend>{t("admin.config.taskRewards")}</legend>
        <div className="admin-config__grid">
          {TASK_KEYS.map((key) => (
            <LimitField
              key={key}
              name={["taskRewards", key]}
              label={t(`admin.config.tasks.${key}`)}
              min={0}
              max={100_000}
              unit={t("admin.config.coins")}
            />
          ))}
        </div>
      </fieldset>
      <div className="admin-config__grid">
        <LimitField
          name={["redPacketGrabsPerHour"]}
          label={t("admin.config.redPacketGrabsPerHour")}
          min={1}
          max={10_000}
        />
        <LimitField name={["friendSearchDaily"]} label={t("admin.config.friendSearchDaily")} min={1} max={10_000} />
        <LimitField name={["friendAddDaily"]} label={t("admin.config.friendAddDaily")} min={1} max={10_000} />
        <LimitField
          name={["stageGuestsMax"]}
          label={t("admin.config.stageGuestsMax")}
          min={1}
          max={LIMITS.micUsersMax}
        />
        <LimitField name={["stageViewersMax"]} label={t("admin.config.stageViewersMax")} min={0} max={10_000} />
      </div>
    </Card>
  );
}
