import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { forgetCodeOn, useAdminCode } from "./adminCode";

/** A super-admin list: keyed by its filters, the previous page kept while the next one loads. */
export function useAdminQuery<T>(key: readonly unknown[], load: (code: string) => Promise<T>) {
  const code = useAdminCode();
  const query = useQuery({
    queryKey: ["admin", ...key],
    queryFn: () => load(code),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => forgetCodeOn(query.error), [query.error]);
  return query;
}

/** A super-admin action; afterwards every admin list is fetched again (one action changes several). */
export function useAdminAction<A, T>(run: (code: string, args: A) => Promise<T>) {
  const code = useAdminCode();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(code, args),
    onError: forgetCodeOn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"], refetchType: "active" }),
  });
}
