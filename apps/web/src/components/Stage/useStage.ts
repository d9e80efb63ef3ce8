import type { StageSeat, StageState } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { fetchStage } from "../../api/stage";
import { realtime } from "../../realtime/realtime";
import { useSessionStore } from "../../stores/session";
import { readStageState } from "./stageState";

/**
 * A room's stage as the room sees it: read once, then kept current by the `state` notices of
 * `stage:<room>` (the newest version wins; after a reconnect it is read again).
 */
export function useStage(roomId: number) {
  const me = useSessionStore((state) => (state.isLogin ? (state.userInfo?.uid ?? null) : null));
  const view = useQuery({
    queryKey: ["stage", roomId, me],
    queryFn: ({ signal }) => fetchStage(roomId, signal),
  });
  const [live, setLive] = useState<StageState | null>(null);
  const { refetch } = view;
  const channel = view.data?.channel ?? null;

  useEffect(() => {
    if (!channel) return undefined;
    let first = true;
    return realtime().subscribe(channel, () => undefined, {
      onNotice: (notice) => {
        if (notice.kind !== "state") return;
        const next = readStageState(notice.data);
        if (next) setLive((current) => (current && current.version > next.version ? current : next));
      },
      onSubscribed: () => {
        // Changes made while the connection was down arrive with a fresh read.
        if (!first) void refetch();
        first = false;
      },
    });
  }, [channel, refetch]);

  const fetched = view.data?.state ?? null;
  const state = live && (!fetched || live.version >= fetched.version) ? live : fetched;
  const mySeat: StageSeat | undefined = me === null ? undefined : state?.seats.find((seat) => seat.user.id === me);
  return {
    state,
    /** Replaces the state with an action's answer (it is at least as new as any notice so far). */
    accept(next: StageState) {
      setLive((current) => (current && current.version > next.version ? current : next));
    },
    me,
    mySeat,
    isAnchor: me === roomId,
    manage: view.data?.manage ?? false,
    channel,
    iceServers: view.data?.iceServers ?? [],
    loading: view.isPending,
  };
}
export type StageModel = ReturnType<typeof useStage>;
