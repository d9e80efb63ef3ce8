import type { Domain, FindAll, GlobalConfig, Readiness } from "@courtside/protocol";
import {
  type AdminConfig,
  ALL_ENUMS,
  type AppUpdate,
  appUpdateSchema,
  type BannerPlacement,
  bannerSchema,
  COUPON_TIERS,
  EMPTY_FOOTER,
  footerSchema,
  GROUP_MUTE_HOURS,
  LANGUAGE_LIST,
  type Lang,
  LIMITS,
  NAME_FIELD,
  PLATFORM_KEYS,
  PLATFORM_LABELS,
  RED_PACKET_LIMIT_HOURS,
  ROOM_MUTE_MINUTES,
  type RoomAdv,
  type RuntimeLimits,
  runtimeLimitsSchema,
  STAGE,
  TASK_REWARD_COINS,
} from "@courtside/protocol";
import { z } from "zod";
import { stageViewersMax } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { ttlCache } from "../../infra/ttl-cache.js";
import * as repo from "./repo.js";

/** Where a service reads the allowances in force: `system.limits`. */
export type LimitsSource = (tx?: Db) => Promise<RuntimeLimits>;

/** Run-time settings and their defaults; a stored value overrides its default. */
const SETTINGS = {
  imMsgTimeout: z.number().int().min(0).catch(LIMITS.imMsgTimeoutDefaultSec),
  roomEnterNotice: z.boolean().catch(true),
  /** Banners shown above live-room chats, for every room or the listed ones, on a schedule. */
  banners: z.array(bannerSchema).catch([]),
  /** The newest Android app (`manage/app_update/android`); null when none is offered. */
  appUpdate: appUpdateSchema.nullable().catch(null),
  footer: footerSchema.catch(EMPTY_FOOTER),
  /** Only the allowances the console changed; the rest come from the environment. */
  limits: runtimeLimitsSchema.partial().catch({}),
};
type SettingKey = keyof typeof SETTINGS;
const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export function createSystemService({ db, config, version, redis }: Pick<Deps, "db" | "config" | "version" | "redis">) {
  // Read on every chat message; other nodes see a change within the second.
  const settings = ttlCache<Map<string, unknown>>(1_000, 1);
  const defaultLimits: RuntimeLimits = {
    taskRewards: { ...TASK_REWARD_COINS },
    redPacketGrabsPerHour: config.redPacketGrabsPerHour,
    friendSearchDaily: config.friends.searchDaily,
    friendAddDaily: config.friends.addDaily,
    stageGuestsMax: STAGE.guestsMax,
    stageViewersMax: stageViewersMax(config.stage),
  };
  let lastLimits = defaultLimits;
  /** Only what differs from the environment is stored, so a later environment change still applies to the rest. */
  const changedLimits = (limits: RuntimeLimits) => {
    const changed = Object.entries(limits).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(defaultLimits[key as keyof RuntimeLimits]),
    );
    return changed.length === 0 ? null : Object.fromEntries(changed);
  };
  /**
   * Read through `via` when called inside a transaction (the embedded engine has one connection).
   * There, only a value already read is shared: a read under way was started outside and may be
   * queued behind this transaction; and what the transaction reads is not kept for others.
   */
  async function adminConfig(via: Db = db): Promise<AdminConfig> {
    const read = () => repo.readSettings(via, SETTING_KEYS);
    const stored = await (via === db ? settings.get("all", read) : (settings.loaded("all") ?? read()));
    lastLimits = { ...defaultLimits, ...SETTINGS.limits.parse(stored.get("limits")) };
    return {
      limits: lastLimits,
      footer: SETTINGS.footer.parse(stored.get("footer")),
      imMsgTimeout: SETTINGS.imMsgTimeout.parse(stored.get("imMsgTimeout")),
      roomEnterNotice: SETTINGS.roomEnterNotice.parse(stored.get("roomEnterNotice")),
      banners: SETTINGS.banners.parse(stored.get("banners")),
      appUpdate: SETTINGS.appUpdate.parse(stored.get("appUpdate")),
    };
  }
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
      const { imMsgTimeout, roomEnterNotice, footer } = await adminConfig();
      return {
        imMsgTimeout,
        roomEnterNotice,
        serverTime: Date.now(),
        appRoomUrl: config.appRoomUrl ?? null,
        footer,
        platforms: PLATFORM_KEYS.map((key) => ({ key, names: PLATFORM_LABELS[key] })),
      };
    },

    /** Every setting the console edits, stored values over their defaults. */
    adminConfig,

    /** The allowances in force (within a second of a change on any node). */
    limits: async (tx?: Db) => (await adminConfig(tx)).limits,
    /** The allowances as last read, for a check that cannot wait; it starts a fresh read. */
    limitsNow(): RuntimeLimits {
      void adminConfig().catch(() => undefined);
      return lastLimits;
    },

    /** The banners a room shows now, in `lang`: its own first, then those for every room. */
    async roomAdv(roomId: number, lang: Lang, placement: BannerPlacement = "adv", now = Date.now()): Promise<RoomAdv> {
      const { banners } = await adminConfig();
      const showing = banners.filter(
        (banner) =>
          banner.visible &&
          banner.placement === placement &&
          (banner.startAt === null || banner.startAt <= now) &&
          (banner.endAt === null || banner.endAt > now) &&
          (banner.roomIds.length === 0 || banner.roomIds.includes(roomId)),
      );
      const ranked = [
        ...showing.filter((banner) => banner.roomIds.length > 0),
        ...showing.filter((banner) => banner.roomIds.length === 0),
      ];
      return {
        items: ranked.map(({ image, text, texts, link }) => ({ image, text: texts[NAME_FIELD[lang]] || text, link })),
      };
    },

    async appUpdate(): Promise<AppUpdate | null> {
      return (await adminConfig()).appUpdate;
    },

    /** Writes the given settings in `tx`; this node reads them at once after `forget`, others within a second. */
    async writeSettings(tx: Db, patch: Partial<AdminConfig>) {
      for (const key of SETTING_KEYS) {
        const value = key === "limits" && patch.limits ? changedLimits(patch.limits) : patch[key];
        if (value === null) await repo.deleteSetting(tx, key);
        else if (value !== undefined) await repo.writeSetting(tx, key, value);
      }
    },
    forget: () => settings.clear(),

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
