import { randomInt } from "node:crypto";
import { CHAT_PLATFORM_WEB, type OpenImUrl, type UserFlags } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import { peerFlags } from "./presenter.js";
import * as repo from "./repo.js";

/** The chat user string of a visitor (spec section 3). */
const VISITOR_FLAG = "userType=4";
const USER_ID = /^[1-9]\d{0,9}$/;

/** Chat user ids that name a signed-in person: their user id as digits. */
function userIdsOf(ids: readonly string[]): number[] {
  return [...new Set(ids.filter((id) => USER_ID.test(id)).map(Number))].filter((id) => id <= 2_147_483_647);
}

/** The chat identity (DECISIONS 16) and the chat user flags of spec section 3. */
export function createIdentity(db: Db, wsUrl: () => string) {
  async function existing(ids: readonly string[]) {
    return new Map((await repo.findUsers(db, userIdsOf(ids))).map((user) => [String(user.id), user]));
  }

  return {
    /**
     * Where the gateway is and who to be on it: a user's `appNumber` and `imToken`, with which a
     * client opens the gateway as that user; a visitor gets a throwaway visitor number and no
     * token (a read-only visitor connection).
     */
    async openImUrl(userId: number | null): Promise<OpenImUrl> {
      const [user] = userId === null ? [] : await repo.findUsers(db, [userId]);
      if (!user) {
        return {
          webUrl: wsUrl(),
          appNumber: `v${randomInt(100_000_000, 999_999_999)}`,
          imToken: "",
          platformId: CHAT_PLATFORM_WEB,
          visitor: true,
        };
      }
      return {
        webUrl: wsUrl(),
        appNumber: user.appNumber,
        imToken: user.imToken,
        platformId: CHAT_PLATFORM_WEB,
        visitor: false,
      };
    },

    /** The ids that belong to signed-in people, in the order given (visitors and unknown ids dropped). */
    async filterTourists(ids: readonly string[]): Promise<string[]> {
      const found = await existing(ids);
      return ids.filter((id) => found.has(id));
    },

    /** Each id's chat user string: `zb=1` for an anchor, `userType=4` for anyone who is not a user. */
    async flags(ids: readonly string[]): Promise<UserFlags> {
      const found = await existing(ids);
      return {
        list: ids.map((id) => {
          const user = found.get(id);
          const flag = user ? peerFlags(user.anchorState) : VISITOR_FLAG;
          return { userId: id, flag, anchor: flag === "zb=1", tourist: user === undefined };
        }),
      };
    },
  };
}
