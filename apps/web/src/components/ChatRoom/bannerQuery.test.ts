import type { RoomAdv } from "@courtside/protocol";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, CLIENT_ERRORS } from "../../api/errors";
import { bannerQuery } from "./bannerQuery";

const BANNERS: RoomAdv = { items: [{ text: "Be kind in the chat", image: null, link: null }] };

describe("a room's banners", () => {
  // As the app's own client: queries do not retry unless they say so.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  afterEach(() => client.clear());

  it("come after a call that failed once", async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(CLIENT_ERRORS.timeout, "");
      return BANNERS;
    };
    const banners = await client.fetchQuery(bannerQuery("chat", 100002, "en", load));
    expect(banners.items[0]?.text).toBe("Be kind in the chat");
    expect(calls).toBe(2);
  });

  it("are kept apart by place, room and language", () => {
    const keys = [
      bannerQuery("chat", 1, "en", async () => BANNERS).queryKey,
      bannerQuery("adv", 1, "en", async () => BANNERS).queryKey,
      bannerQuery("chat", 2, "en", async () => BANNERS).queryKey,
      bannerQuery("chat", 1, "por", async () => BANNERS).queryKey,
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(4);
  });
});
