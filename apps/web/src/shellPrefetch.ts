import type { QueryClient } from "@tanstack/react-query";
import { enumsQuery, globalConfigQuery } from "./hooks/useBootstrap";
import { columnsQuery } from "./hooks/useColumns";
import { sessionCheckQuery } from "./hooks/useSessionCheck";
import { useSessionStore } from "./stores/session";

/**
 * Asks for what the frame of every page reads at start (useBootstrap, the header's sports) before
 * the first render, alongside the screen's own calls, instead of from the first render's effects.
 * The first render then has the answers: the calls are not made inside its commit, the longest
 * task of the start, and their answers do not re-render the frame after it. The header's sports
 * take the first paint's answer, which the first paint drops once it hands over.
 */
export function prefetchShell(client: QueryClient): void {
  void client.prefetchQuery(enumsQuery());
  void client.prefetchQuery(globalConfigQuery());
  void client.prefetchQuery(columnsQuery("match"));
  const token = useSessionStore.getState().jwt;
  if (token !== null) void client.prefetchQuery(sessionCheckQuery(token));
}
