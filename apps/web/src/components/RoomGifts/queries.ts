import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchGifts } from "../../api/gift";
import { fetchRoomPackets } from "../../api/redpacket";
import { fetchWalletInfo } from "../../api/wallet";
import { useSessionStore } from "../../stores/session";

export function useUid(): number {
  return useSessionStore((state) => (state.isLogin ? (state.userInfo?.uid ?? 0) : 0));
}

/** The catalogue is reference data: fetched once per visit. */
export const giftsQuery = () =>
  queryOptions({ queryKey: ["gifts"], queryFn: ({ signal }) => fetchGifts(signal), staleTime: Infinity });

export function useGifts() {
  return useQuery(giftsQuery());
}

/** The viewer's coins and coupons (the wallet screen shares this cache). */
export function useWallet() {
  const uid = useUid();
  return useQuery({
    queryKey: ["wallet", uid, "info"],
    queryFn: ({ signal }) => fetchWalletInfo(signal),
    enabled: uid > 0,
  });
}

export const roomPacketsKey = (roomId: number, uid: number) => ["redPackets", "room", roomId, uid] as const;

/** The room's open packets; room events refresh it. */
export function useRoomPackets(roomId: number) {
  const uid = useUid();
  return useQuery({
    queryKey: roomPacketsKey(roomId, uid),
    queryFn: ({ signal }) => fetchRoomPackets(roomId, signal),
  });
}

/** A fresh key for one send; a retry of that send reuses it. */
export const newIdempotencyKey = () => `w-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
