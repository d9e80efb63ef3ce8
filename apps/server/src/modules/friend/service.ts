import type { Deps } from "../../deps.js";
import { loadSecret } from "../../infra/secret.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { LimitsSource } from "../system/service.js";
import { createApplications } from "./applications.js";
import { cardCodes } from "./card.js";
import type { FriendContext } from "./context.js";
import { createFriendEvents, type SystemMessages } from "./events.js";
import { createFriendships } from "./friends.js";
import { createFriendSearch } from "./search.js";
import { createFriendStatus } from "./status.js";

export interface FriendServiceDeps {
  realtime: RealtimeService;
  /** Where application outcomes are written for people to read later: `im.systemMessage`. */
  systemMessages: SystemMessages;
  limits: LimitsSource;
}

/**
 * Friends (spec sections 3–5, 7, 8): finding people, applications, friendship and remarks, the
 * blacklist, "who may message me" and online status. Other modules call `canMessage`.
 */
export function createFriendService(
  { db, config, log }: Deps,
  { realtime, systemMessages, limits }: FriendServiceDeps,
) {
  let secret: Promise<Uint8Array> | undefined;
  const ctx: FriendContext = {
    db,
    limits: async () => {
      const { friendSearchDaily, friendAddDaily } = await limits();
      return { searchDaily: friendSearchDaily, addDaily: friendAddDaily };
    },
    events: createFriendEvents(realtime, log, systemMessages),
    cards: cardCodes(() => {
      secret ??= loadSecret(db, config.jwtSecret);
      return secret;
    }),
  };
  const status = createFriendStatus(db);
  const applications = createApplications(ctx);
  const friendships = createFriendships(ctx);
  const search = createFriendSearch(ctx, status);
  return {
    ...friendships,
    apply: applications.apply,
    accept: applications.accept,
    reject: applications.reject,
    applications: applications.list,
    search: search.search,
    cardCode: search.cardCode,
    resolveCard: search.resolveCard,
    friends: async (me: number, presence: Parameters<typeof status.friends>[1]) => ({
      list: await status.friends(me, presence),
    }),
    status: status.status,
    markSeen: status.markSeen,
    watchers: status.watchers,
  };
}
export type FriendService = ReturnType<typeof createFriendService>;
