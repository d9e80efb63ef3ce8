import type { RoomAdv } from "@courtside/protocol";
import { queryOptions } from "@tanstack/react-query";

export type BannerPlace = "adv" | "chat";

/**
 * A placement's banners in one language. The calls are silent and a banner that did not come
 * leaves no trace, so nothing would tell the reader to try again (the app's queries do not retry
 * by themselves, queryClient.ts): a failed call is asked again twice, a second and then two apart,
 * so one lost answer on a poor line does not hide the banners for the five minutes they are kept.
 */
export const bannerQuery = (
  place: BannerPlace,
  roomId: number,
  lang: string,
  load: (roomId: number, signal: AbortSignal) => Promise<RoomAdv>,
) =>
  queryOptions({
    queryKey: ["chat", place, roomId, lang],
    queryFn: ({ signal }) => load(roomId, signal),
    staleTime: 5 * 60_000,
    retry: 2,
  });
