import type { FriendItem } from "@courtside/protocol";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { IM_KEYS } from "../ImCommon/queryKeys";
import { applyFriendPresence } from "./friendPresence";

const friend = (id: number, online: boolean): FriendItem =>
  ({ id, nickname: `F${id}`, online, lastSeenAt: 5 }) as unknown as FriendItem;

describe("a friend's presence notice", () => {
  it("shows in every status read that has them and in the friends list", () => {
    const client = new QueryClient();
    client.setQueryData(IM_KEYS.status, {
      list: [
        { userId: 1, online: false, lastSeenAt: 5 },
        { userId: 2, online: false, lastSeenAt: 5 },
      ],
    });
    client.setQueryData([...IM_KEYS.status, 2], { list: [{ userId: 2, online: false, lastSeenAt: 5 }] });
    client.setQueryData([...IM_KEYS.status, 3], { list: [{ userId: 3, online: true, lastSeenAt: 5 }] });
    client.setQueryData(IM_KEYS.friends, { list: [friend(1, false), friend(2, false)] });

    applyFriendPresence(client, { userId: 2, online: true, lastSeenAt: 9 });

    expect(client.getQueryData(IM_KEYS.status)).toEqual({
      list: [
        { userId: 1, online: false, lastSeenAt: 5 },
        { userId: 2, online: true, lastSeenAt: 9 },
      ],
    });
    expect(client.getQueryData([...IM_KEYS.status, 2])).toEqual({ list: [{ userId: 2, online: true, lastSeenAt: 9 }] });
    // Another chat's header is left as it was.
    expect(client.getQueryData([...IM_KEYS.status, 3])).toEqual({ list: [{ userId: 3, online: true, lastSeenAt: 5 }] });
    expect(client.getQueryData<{ list: FriendItem[] }>(IM_KEYS.friends)?.list.map((item) => item.online)).toEqual([
      false,
      true,
    ]);
  });

  it("leaves reads that are not there yet alone", () => {
    const client = new QueryClient();
    applyFriendPresence(client, { userId: 2, online: true, lastSeenAt: 9 });
    expect(client.getQueryData(IM_KEYS.status)).toBeUndefined();
    expect(client.getQueryData(IM_KEYS.friends)).toBeUndefined();
  });
});
