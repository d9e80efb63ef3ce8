import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchReplays } from "../../../api/live";
import { ReplayShelf } from "../../../components/ReplayShelf/ReplayShelf";

/** How many recordings the tab offers: each anchor keeps their newest 20. */
const REPLAYS_SHOWN = 20;

/** The anchor's recorded broadcasts, the newest in the player. */
export function ReplaysTab({ anchorId }: { anchorId: number }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ["anchors", "replays", anchorId],
    queryFn: async ({ signal }) => (await fetchReplays(anchorId, 1, REPLAYS_SHOWN, signal)).list,
  });
  return (
    <ReplayShelf
      query={query}
      heading={t("player.watch.replays")}
      empty={t("player.watch.noAnchorReplays")}
      testId="anchor-replays"
    />
  );
}
