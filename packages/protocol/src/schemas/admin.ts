import { z } from "zod";
import { LIMITS } from "../constants.js";
import { ANCHOR_STATE } from "../enums.js";
import { EMPTY_NAMES } from "../local-names.js";
import { APPLICATION_LIMITS, anchorApplicationSchema } from "./anchor.js";
import { pageOf, pageSizeSchema } from "./match.js";
import { idOf, idSchema, lineText, multilineText, pageSchema } from "./primitives.js";

/**
 * Super-admin calls under `/web/admin/`. Every one but `admin/me` needs the token and the security
 * code in the `X-Security-Code` header.
 */
export const SECURITY_CODE_RULES = {
  /** Wrong codes in a row before the admin is locked out. */
  maxAttempts: 5,
  lockMinutes: 15,
  minLength: 6,
  maxLength: 64,
} as const;

export const adminMeSchema = z.object({
  isSuperAdmin: z.boolean(),
  /** While locked out after wrong codes: when the lock ends (ms since epoch). */
  lockedUntil: z.number().int().nullable(),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

const page = { page: pageSchema, pageSize: pageSizeSchema };

export const adminApplicationListBodySchema = z.object({
  /** 1 under review, 2 approved, 3 rejected; absent for all. */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  ...page,
});

export const adminApplicationSchema = anchorApplicationSchema.extend({
  userId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  anchorState: z.number().int(),
  reviewedBy: z.string().nullable().describe("username of the reviewing admin"),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const adminApplicationPageSchema = pageOf(adminApplicationSchema);

export const applicationIdBodySchema = z.object({ id: idSchema });
export const rejectApplicationBodySchema = z.object({
  id: idSchema,
  reason: multilineText("rejectReasonRequired")
    .trim()
    .min(1, "rejectReasonRequired")
    .max(APPLICATION_LIMITS.rejectReasonMax, "rejectReasonRequired"),
});

/** Result of an approval or rejection; the SMS goes out after the review is stored. */
export const reviewResultSchema = z.object({
  application: anchorApplicationSchema,
  /** False when the applicant has no phone or the SMS provider failed (the review stands). */
  smsSent: z.boolean(),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

export const adminUserListBodySchema = z.object({
  /** Matches the user id, username, nickname or phone. */
  keyword: lineText().trim().max(50, "textTooLong").optional(),
  /** Only the users this super admin looks after. */
  mine: z.boolean().optional(),
  anchorState: z
    .number()
    .int()
    .refine((state) => (Object.values(ANCHOR_STATE) as number[]).includes(state), "invalidOption")
    .optional(),
  ...page,
});

export const adminUserSchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** Masked: first 3 and last 4 digits. */
  phone: z.string().nullable(),
  anchorState: z.number().int(),
  /** 0 active, 1 sign-in forbidden. */
  status: z.number().int(),
  isSuperAdmin: z.boolean(),
  /** Site-wide speaking ban in force until then (ms); null when the user may speak. */
  speechBannedUntil: z.number().int().nullable(),
  createdAt: z.number().int(),
  /** The super admin who looks after this user; null when none does. */
  boundAdmin: z.object({ uid: z.number().int(), username: z.string() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);

/**
 * What a ban takes away:
 * - `anchor`: anchor features (anchor state "banned"); the user still signs in and watches.
 * - `permanent`: anchor state "permanently banned" for anchors, sign-in forbidden, sessions ended.
 * - `login`: sign-in forbidden and sessions ended; the anchor state is kept.
 * Unban lifts all three: sign-in allowed again, a banned anchor is an approved anchor again.
 */
export const BAN_KINDS = ["anchor", "permanent", "login"] as const;
export type BanKind = (typeof BAN_KINDS)[number];

export const banUserBodySchema = z.object({
  userId: idSchema,
  kind: z.enum(BAN_KINDS, "invalidOption"),
  reason: multilineText().trim().max(200, "textTooLong").default(""),
});
export const unbanUserBodySchema = z.object({ userId: idSchema });

/** Longest site-wide speaking ban: a year; longer calls for a sign-in ban. */
export const SPEECH_BAN_MAX_MINUTES = 365 * 24 * 60;
/** Durations the console offers, in minutes: an hour, a day, a week, thirty days, a year. */
export const SPEECH_BAN_MINUTES = [60, 1440, 10_080, 43_200, SPEECH_BAN_MAX_MINUTES] as const;

/** Site-wide speaking ban: the user may read everywhere and speak nowhere (rooms, private, groups). */
export const speechBanBodySchema = z.object({
  userId: idSchema,
  minutes: z
    .number("invalidOption")
    .int("invalidOption")
    .min(1, "invalidOption")
    .max(SPEECH_BAN_MAX_MINUTES, "invalidOption"),
  reason: multilineText().trim().max(200, "textTooLong").default(""),
});
export const speechUnbanBodySchema = z.object({
  userId: idSchema,
  reason: multilineText().trim().max(200, "textTooLong").default(""),
});

export const SENSITIVE_WORD_ACTIONS = ["refuse", "mask"] as const;
export type SensitiveWordAction = (typeof SENSITIVE_WORD_ACTIONS)[number];

export const sensitiveWordSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  /** refuse: the message is not sent; mask: the word is replaced by asterisks. */
  action: z.enum(SENSITIVE_WORD_ACTIONS),
  createdAt: z.number().int(),
});
export type SensitiveWord = z.infer<typeof sensitiveWordSchema>;
export const sensitiveWordPageSchema = pageOf(sensitiveWordSchema);

export const sensitiveWordListBodySchema = z.object({
  keyword: lineText().trim().max(50, "textTooLong").optional(),
  ...page,
});
export const addSensitiveWordBodySchema = z.object({
  word: lineText("sensitiveWordRule").trim().min(1, "sensitiveWordRule").max(50, "sensitiveWordRule"),
  action: z.enum(SENSITIVE_WORD_ACTIONS, "invalidOption").default("refuse"),
});
export const sensitiveWordIdBodySchema = z.object({ id: idSchema });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actor: z.string().describe("username of the admin"),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  at: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export const auditListBodySchema = z.object({ action: lineText().trim().max(50, "textTooLong").optional(), ...page });

/** An ISO 3166-1 country code as CDNs send it ("CN", "BR"; "T1" for Tor at Cloudflare). */
export const REGION_CODE = /^[A-Z][A-Z0-9]$/;
export const REGIONS_MAX = 300;

/** Countries refused with 7898 (spec section 6, "Your region cannot access"). */
export const blockedRegionsSchema = z.object({ regions: z.array(z.string()) });
export type BlockedRegions = z.infer<typeof blockedRegionsSchema>;
export const setBlockedRegionsBodySchema = z.object({
  regions: z
    .array(z.string().trim().toUpperCase().regex(REGION_CODE, "regionCodeInvalid"))
    .max(REGIONS_MAX, "regionCodeInvalid")
    .transform((codes) => [...new Set(codes)].sort()),
});
/** The `data` of a 7898 refusal: the region the request came from. */
export const regionBlockedDataSchema = z.object({ region: z.string() });

/** Where a banner or an update may point: a web address, or a page of the site (`#/…`). */
const linkSchema = lineText()
  .trim()
  .max(500, "urlTooLong")
  .refine((value) => /^(https?:\/\/[^\s]+|#\/[^\s]*)$/i.test(value), "badUrl");

export const BANNERS_MAX = 20;
export const BANNER_TEXT_MAX = 60;

/** A text in the 8 languages, in the field layout of the localized names; an empty one is not shown. */
const textsOf = (max: number, message: "textTooLong" | "bannerTextRequired" | "footerLinkNameRequired") => {
  const text = lineText().trim().max(max, message).default("");
  return z.object({
    name: text,
    nameTw: text,
    nameIdn: text,
    nameVn: text,
    nameTh: text,
    namePor: text,
    nameHin: text,
    nameEn: text,
  });
};

/** Where a banner shows: above a room's chat (`chat-room/adv/{id}`) or pinned in it (`anchor/room/chat/banner`). */
export const BANNER_PLACEMENTS = ["adv", "chat"] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

/**
 * A banner of live-room chats: for every room, or only the listed ones; shown between `startAt`
 * and `endAt` (either open) while `visible`.
 */
export const bannerSchema = z
  .object({
    id: z.string().regex(/^[\w-]{1,40}$/, "invalidId"),
    text: lineText().trim().min(1, "bannerTextRequired").max(BANNER_TEXT_MAX, "bannerTextRequired"),
    /** The text in other languages; where one is empty, `text` is shown. */
    texts: textsOf(BANNER_TEXT_MAX, "bannerTextRequired").default(EMPTY_NAMES),
    placement: z.enum(BANNER_PLACEMENTS, "invalidOption").default("adv"),
    image: lineText().trim().max(500, "urlTooLong").nullable(),
    link: linkSchema.nullable(),
    roomIds: z.array(idSchema).max(100, "numberOutOfRange"),
    startAt: z.number().int().min(0).nullable(),
    endAt: z.number().int().min(0).nullable(),
    visible: z.boolean(),
  })
  .refine((banner) => banner.startAt === null || banner.endAt === null || banner.endAt > banner.startAt, {
    message: "scheduleInvalid",
    path: ["endAt"],
  });
export type Banner = z.infer<typeof bannerSchema>;

export const FOOTER_LINKS_MAX = 6;
export const FOOTER_LINK_NAME_MAX = 30;
export const FOOTER_NOTICE_MAX = 200;

/** The site footer's operator-set part: a contact address, a line of notice and a few links. */
export const footerSchema = z.object({
  email: lineText()
    .trim()
    .max(100, "emailInvalid")
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "emailInvalid")
    .nullable(),
  notice: textsOf(FOOTER_NOTICE_MAX, "textTooLong"),
  links: z
    .array(
      z.object({
        names: textsOf(FOOTER_LINK_NAME_MAX, "footerLinkNameRequired").refine((names) => names.nameEn !== "", {
          message: "footerLinkNameRequired",
          path: ["nameEn"],
        }),
        url: linkSchema,
      }),
    )
    .max(FOOTER_LINKS_MAX, "numberOutOfRange"),
});
export type Footer = z.infer<typeof footerSchema>;
export const EMPTY_FOOTER: Footer = { email: null, notice: EMPTY_NAMES, links: [] };

/** The newest Android app, offered by `manage/app_update/android`. */
export const appUpdateSchema = z.object({
  version: lineText()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4}){1,3}$/, "appVersionInvalid"),
  notes: multilineText().trim().max(1000, "textTooLong"),
  url: linkSchema,
  forced: z.boolean(),
});
export type AppUpdate = z.infer<typeof appUpdateSchema>;

const limitIn = (min: number, max: number) =>
  z.number().int("numberOutOfRange").min(min, "numberOutOfRange").max(max, "numberOutOfRange");

/**
 * Allowances the operator tunes at run time; each starts from its environment setting
 * (FRIEND_SEARCH_DAILY, FRIEND_ADD_DAILY, RED_PACKET_GRABS_PER_HOUR, STAGE_VIEWERS_MAX) or the
 * product's constant until the console changes it.
 */
export const runtimeLimitsSchema = z.object({
  /** Coins for the first completion of each task. */
  taskRewards: z.object({ task_5: limitIn(0, 100_000), task_9: limitIn(0, 100_000), task_10: limitIn(0, 100_000) }),
  redPacketGrabsPerHour: limitIn(1, 10_000),
  friendSearchDaily: limitIn(1, 10_000),
  friendAddDaily: limitIn(1, 10_000),
  /** Guests on stage at once; never above the spec's ten. */
  stageGuestsMax: limitIn(1, LIMITS.micUsersMax),
  /** Receive-only stage viewers per node; 0 sends every viewer to the broadcast. */
  stageViewersMax: limitIn(0, 10_000),
});
export type RuntimeLimits = z.infer<typeof runtimeLimitsSchema>;

/** What a super admin changes at run time from the console; every node applies it within seconds. */
export const adminConfigSchema = z.object({
  limits: runtimeLimitsSchema,
  footer: footerSchema,
  imMsgTimeout: z.number().int().min(0, "numberOutOfRange").max(300, "numberOutOfRange"),
  roomEnterNotice: z.boolean(),
  banners: z.array(bannerSchema).max(BANNERS_MAX, "numberOutOfRange"),
  appUpdate: appUpdateSchema.nullable(),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;
/** Only the fields sent change. */
export const setAdminConfigBodySchema = adminConfigSchema.partial();

/** A super admin as the console lists them. */
export const superAdminSchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  since: z.number().int(),
  lockedUntil: z.number().int().nullable(),
  /** Users this admin looks after. */
  bound: z.number().int(),
});
export type SuperAdmin = z.infer<typeof superAdminSchema>;
export const superAdminListSchema = z.object({ list: z.array(superAdminSchema) });

const securityCodeSchema = z
  .string()
  .min(SECURITY_CODE_RULES.minLength, "securityCodeRequired")
  .max(SECURITY_CODE_RULES.maxLength, "securityCodeRequired");

/** `admin/admins/add`: makes an existing user a super admin with a first security code. */
export const addSuperAdminBodySchema = z.object({ userId: idOf("userNotFound"), securityCode: securityCodeSchema });
/** `admin/admins/remove`: never oneself, so there is always one left. */
export const removeSuperAdminBodySchema = z.object({ userId: idOf("userNotFound") });
/** `admin/code/change`: the header carries the current code, checked as for every call. */
export const changeSecurityCodeBodySchema = z.object({ newCode: securityCodeSchema });
/** `admin/users/bind` and `admin/users/unbind`. */
export const bindUserBodySchema = z.object({ userId: idOf("userNotFound") });
