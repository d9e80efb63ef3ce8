import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { fetchTokenInfo } from "../api/account";
import { useSessionStore } from "../stores/session";
import { useSettingsStore } from "../stores/settings";

/** The check of the token stored at start, once (none without a token). */
export const sessionCheckQuery = (token: string | null) =>
  queryOptions({
    queryKey: ["tokenInfo", token],
    queryFn: ({ signal }) => fetchTokenInfo({ signal, silent: true }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * At start, a stored token is checked once (spec section 4): a live one refreshes the user, a
 * stale one answers 2321 and the request client signs out. Quiet otherwise: a network failure
 * leaves the stored user as it was.
 */
export function useSessionCheck(): void {
  const [startToken] = useState(() => useSessionStore.getState().jwt);
  const check = useQuery(sessionCheckQuery(startToken));

  useEffect(() => {
    // A sign-out or another sign-in since start makes this answer stale.
    if (!check.data || useSessionStore.getState().jwt !== startToken) return;
    useSessionStore.getState().setUserInfo(check.data);
    useSettingsStore.getState().adoptAccountLang(check.data.languageType);
  }, [check.data, startToken]);
}
