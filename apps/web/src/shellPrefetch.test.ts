import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enumsQuery, globalConfigQuery } from "./hooks/useBootstrap";
import { columnsQuery } from "./hooks/useColumns";
import { sessionCheckQuery } from "./hooks/useSessionCheck";
import { prefetchShell } from "./shellPrefetch";
import { useSessionStore } from "./stores/session";

/** The API calls made, and calls that answer `data` counted under `name` (hoisted with the mocks). */
const { calls, answering } = vi.hoisted(() => {
  const made: string[] = [];
  return {
    calls: made,
    answering:
      <T>(name: string, data: T) =>
      async () => {
        made.push(name);
        return data;
      },
  };
});
vi.mock("./api/system", () => ({
  fetchEnums: answering("enums", { sport: [] }),
  fetchGlobalConfig: answering("globalConfig", { imMsgTimeout: 3 }),
}));
vi.mock("./api/catalog", () => ({
  fetchMatchColumns: answering("matchColumns", [{ id: 1, sort: 1 }]),
  fetchAnchorColumns: answering("anchorColumns", []),
}));
vi.mock("./api/account", () => ({ fetchTokenInfo: answering("tokenInfo", { uid: 7 }) }));

describe("the frame's calls made before the first render", () => {
  let client: QueryClient;
  beforeEach(() => {
    calls.length = 0;
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    client.clear();
    useSessionStore.setState({ jwt: null });
  });

  it("leaves the frame's queries with answers their first render takes as fresh", async () => {
    prefetchShell(client);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(calls.sort()).toEqual(["enums", "globalConfig", "matchColumns"]);
    // The same keys the frame's hooks read, and fresh by their own staleness: mounting them asks nothing again.
    for (const options of [enumsQuery(), globalConfigQuery(), columnsQuery("match")]) {
      const state = client.getQueryState(options.queryKey);
      expect(state?.status).toBe("success");
      const staleTime = typeof options.staleTime === "number" ? options.staleTime : 0;
      expect(staleTime).toBeGreaterThan(0);
    }
  });

  it("checks a stored token under the key the session check reads, and none without one", async () => {
    useSessionStore.setState({ jwt: "token-1" });
    prefetchShell(client);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(calls).toContain("tokenInfo");
    expect(client.getQueryData(sessionCheckQuery("token-1").queryKey)).toEqual({ uid: 7 });
    expect(client.getQueryState(sessionCheckQuery(null).queryKey)).toBeUndefined();
  });
});
