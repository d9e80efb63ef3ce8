import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { forgetCodeOn, useAdminCodeStore } from "./adminCode";

/** The code as stored now: a call started right after the code changed carries the new one. */
const currentCode = () => useAdminCodeStore.getState().code ?? "";

/** A super-admin list: keyed by its filters, the previous page kept while the next one loads. */
export function useAdminQuery<T>(key: readonly unknown[], load: (code: string) => Promise<T>) {
  const query = useQuery({
    queryKey: ["admin", ...key],
    queryFn: () => load(currentCode()),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => forgetCodeOn(query.error), [query.error]);
  return query;
}

/**
 * A super-admin action; afterwards every admin list is fetched again (one action changes several).
 * `onSuccess` runs before that refetch (a new security code is stored before the lists ask again).
 */
export function useAdminAction<A, T>(
  run: (code: string, args: A) => Promise<T>,
  onSuccess?: (result: T, args: A) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(currentCode(), args),
    onSuccess,
    onError: forgetCodeOn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"], refetchType: "active" }),
  });
}
