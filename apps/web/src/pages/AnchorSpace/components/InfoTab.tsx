import { type AnchorDetails, GENDER, localName } from "@courtside/protocol";
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { useColumns } from "../../../hooks/useColumns";
import { useLang } from "../../../hooks/useLang";
import { useMatchFormat } from "../../../hooks/useMatchFormat";
import { useAnchorInformation } from "../queries";
import { QueryState } from "./QueryState";

const genderKey = (gender: number) =>
  gender === GENDER.male ? "male" : gender === GENDER.female ? "female" : "secret";

/** About the anchor and the room, with the space's figures. */
export function InfoTab({ anchor }: { anchor: AnchorDetails }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useMatchFormat();
  const query = useAnchorInformation(anchor.id);
  const columns = useColumns("anchor").data ?? [];
  return (
    <QueryState query={query} failed={t("anchor.list.failed")} empty="" isEmpty={() => false}>
      {(info) => {
        const column = columns.find((c) => c.id === info.columnId);
        const gender = genderKey(info.gender);
        const region = [info.province, info.city].filter(Boolean).join(" · ");
        return (
          <Descriptions
            bordered
            column={{ xs: 1, sm: 1, md: 2 }}
            data-testid="anchor-info"
            items={[
              { key: "intro", label: t("anchor.info.intro"), children: info.intro || t("anchor.info.empty"), span: 2 },
              { key: "room", label: t("anchor.info.room"), children: info.roomName || t("anchor.info.empty") },
              {
                key: "category",
                label: t("anchor.info.category"),
                children: column ? localName(column, lang) : t("anchor.info.empty"),
              },
              {
                key: "roomIntro",
                label: t("anchor.info.roomIntro"),
                children: info.roomIntro || t("anchor.info.empty"),
                span: 2,
              },
              { key: "gender", label: t("accountPages.profile.gender"), children: t(`enums.gender.${gender}`) },
              { key: "region", label: t("anchor.info.region"), children: region || t("anchor.info.empty") },
              { key: "followers", label: t("anchor.info.followers"), children: info.followers },
              { key: "photos", label: t("anchor.info.photos"), children: info.photos },
              { key: "notes", label: t("anchor.info.notes"), children: info.notes },
              { key: "since", label: t("anchor.info.since"), children: format.dateTime(info.since) },
            ]}
          />
        );
      }}
    </QueryState>
  );
}
