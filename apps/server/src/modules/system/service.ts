import type { Domain, FindAll, GlobalConfig, Readiness } from "@courtside/protocol";
import {
  ALL_ENUMS,
  COUPON_TIERS,
  GROUP_MUTE_HOURS,
  LANGUAGE_LIST,
  LIMITS,
  RED_PACKET_LIMIT_HOURS,
  ROOM_MUTE_MINUTES,
  type RoomAdv,
  roomAdvSchema,
} from "@courtside/protocol";
import { z } from "zod";
import type { Deps } from "../../deps.js";
import { ttlCache } from "../../infra/ttl-cache.js";
import * as repo from "./repo.js";

/** Run-time settings and their defaults; a stored value overrides its default. */
const SETTINGS = {
  imMsgTimeout: z.number().int().min(0).catch(LIMITS.imMsgTimeoutDefaultSec),
  roomEnterNotice: z.boolean().catch(true),
  /** Banners shown above live-room chats. */
  chatRoomAdv: roomAdvSchema.shape.items.catch([]),
};
type SettingKey = keyof typeof SETTINGS;
const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export function createSystemService({ db, config, version, redis }: Deps) {
  // Read on every chat message; other nodes see a change within the second.
  const settings = ttlCache<Map<string, unknown>>(1_000, 1);
  return {
    async health() {
      await repo.ping(db);
      return { db: "ok" as const, version };
    },

    /** Whether the database (and Redis, when configured) answer within two seconds each. */
    async readiness(closing: boolean): Promise<Readiness> {
      const within = <T>(work: Promise<T>) =>
        Promise.race([
          work.then(() => "ok" as const),
          new Promise<"down">((resolve) => setTimeout(() => resolve("down"), 2_000).unref()),
        ]).catch(() => "down" as const);
      const [dbState, redisState] = await Promise.all([
        within(repo.ping(db)),
        redis ? within(redis.ping()) : Promise.resolve("off" as const),
      ]);
      return { ready: !closing && dbState === "ok" && redisState !== "down", db: dbState, redis: redisState, closing };
    },

    findAll(): FindAll {
      return {
        enums: ALL_ENUMS,
        languages: [...LANGUAGE_LIST],
        limits: LIMITS,
        roomMuteMinutes: [...ROOM_MUTE_MINUTES],
        groupMuteHours: [...GROUP_MUTE_HOURS],
        redPacketLimitHours: [...RED_PACKET_LIMIT_HOURS],
        couponTiers: [...COUPON_TIERS],
      };
    },

    async globalConfig(): Promise<GlobalConfig> {
      const stored = await settings.get("all", () => repo.readSettings(db, SETTING_KEYS));
      return {
        imMsgTimeout: SETTINGS.imMsgTimeout.parse(stored.get("imMsgTimeout")),
        roomEnterNotice: SETTINGS.roomEnterNotice.parse(stored.get("roomEnterNotice")),
        serverTime: Date.now(),
        appRoomUrl: config.appRoomUrl ?? null,
      };
    },

    async roomAdv(): Promise<RoomAdv> {
      const stored = await repo.readSettings(db, ["chatRoomAdv"]);
      return { items: SETTINGS.chatRoomAdv.parse(stored.get("chatRoomAdv")) };
    },

    async updateSetting<K extends SettingKey>(key: K, value: z.infer<(typeof SETTINGS)[K]>) {
      await repo.writeSetting(db, key, value);
      settings.clear();
    },

    domain(): Domain {
      const wsOrigin = config.publicUrl.replace(/^http/, "ws");
      return {
        domain: config.publicUrl,
        chatBase: "/web/chat",
        businessBase: `${config.publicUrl}/business`,
        wsUrl: `${wsOrigin}/web/ws`,
      };
    },

    ossUrl() {
      return { ossUrl: `${config.publicUrl}/files/` };
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
