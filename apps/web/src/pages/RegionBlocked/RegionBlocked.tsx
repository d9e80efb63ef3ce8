import { regionBlockedDataSchema } from "@courtside/protocol";
import { Descriptions, Result } from "antd";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { useRegionName } from "../../hooks/useRegionName";
import { useAppStore } from "../../stores/app";
import { describeDetails } from "./details";

/** `/403`: where the request client sends the user on code 7898, with the server's data. */
export default function RegionBlocked() {
  const { t } = useTranslation();
  const regionName = useRegionName();
  const data = useAppStore((state) => state.page403);
  // Our own server names the region; any other data is shown as it came.
  const ours = regionBlockedDataSchema.safeParse(data);
  const details = ours.success ? [] : describeDetails(data);
  return (
    <PageFrame>
      <Result
        status="403"
        title={t("regionBlocked.description")}
        subTitle={ours.success ? t("regionBlocked.yourRegion", { region: regionName(ours.data.region) }) : undefined}
      />
      {details.length > 0 && (
        <Descriptions
          title={t("regionBlocked.details")}
          column={1}
          bordered
          size="small"
          items={details.map((detail, index) => ({ key: index, label: detail.label || "—", children: detail.value }))}
        />
      )}
    </PageFrame>
  );
}
