import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchWalletHistory, fetchWalletInfo } from "../../api/wallet";
import { useSessionStore } from "../../stores/session";

/** Per signed-in user, so a change of account never shows the previous one's coins. */
function useUid() {
  return useSessionStore((state) => state.userInfo?.uid ?? 0);
}

export function useWalletInfo() {
  const uid = useUid();
  return useQuery({ queryKey: ["wallet", uid, "info"], queryFn: ({ signal }) => fetchWalletInfo(signal) });
}

export function useWalletHistory(page: number, pageSize: number, asset: number | undefined) {
  const uid = useUid();
  return useQuery({
    queryKey: ["wallet", uid, "history", page, pageSize, asset],
    queryFn: ({ signal }) =>
      fetchWalletHistory({ page, pageSize, ...(asset === undefined ? {} : { asset: asset as 0 }) }, signal),
    placeholderData: keepPreviousData,
  });
}
