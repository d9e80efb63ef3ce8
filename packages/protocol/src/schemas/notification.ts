import { z } from "zod";
import { PUSH_PLATFORM } from "../enums.js";
import { WEB_ACTION_TYPE } from "../push.js";
import { idOf, idSchema, intIn, lineText, multilineText } from "./primitives.js";

/** A notification kept for a user; `type` is the push type of spec section 2, `data` its payload. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
  readAt: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_LIMITS = {
  pageMax: 50,
  pageDefault: 20,
  readIdsMax: 100,
  titleMax: 60,
  bodyMax: 300,
  linkMax: 1000,
  /** A push subscription's JSON: an endpoint (push services keep them well under 1 kB) and two keys. */
  tokenMax: 2000,
} as const;

/** The notification centre's page: newest first, `before` an id for the next page. */
export const notificationListQuerySchema = z.object({
  before: z.coerce.number().pipe(idSchema).optional(),
  limit: z.coerce.number().pipe(intIn(1, NOTIFICATION_LIMITS.pageMax)).default(NOTIFICATION_LIMITS.pageDefault),
});

export const notificationListSchema = z.object({
  unread: z.number().int(),
  list: z.array(notificationSchema),
  more: z.boolean(),
});

export const notificationUnreadSchema = z.object({ unread: z.number().int() });

/** Marks the given notices read; without `ids`, every notice. */
export const notificationReadBodySchema = z
  .object({ ids: z.array(idSchema).min(1).max(NOTIFICATION_LIMITS.readIdsMax).optional() })
  .default({});

// ---- browser push ------------------------------------------------------------------------------

/** The VAPID public key the browser subscribes with (URL-safe base64, as PushManager takes it). */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** The browser's PushSubscription as `JSON.stringify` gives it. */
export const pushSubscriptionJsonSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: "pushSubscriptionInvalid" }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[\w-]{80,100}={0,2}$/, "pushSubscriptionInvalid"),
    auth: z.string().regex(/^[\w-]{16,32}={0,2}$/, "pushSubscriptionInvalid"),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionJsonSchema>;

const platformSchema = z.literal([PUSH_PLATFORM.blink, PUSH_PLATFORM.safari, PUSH_PLATFORM.gecko], {
  error: "pushSubscriptionInvalid",
});

/**
 * `/jpush/pushToken` (spec section 7, DECISIONS 5): the platform (3, 4, 5) and the token, which is
 * the subscription's JSON (kept as `messagePushToken`). The message settings of this browser ride
 * along, because they decide which instant messages reach it and with what detail.
 */
export const pushTokenBodySchema = z.object({
  platform: platformSchema,
  token: z.string().max(NOTIFICATION_LIMITS.tokenMax, "pushSubscriptionInvalid"),
  settings: z.object({ messageNotification: z.boolean(), messageInfoNotification: z.boolean() }).optional(),
});
export type PushTokenBody = z.infer<typeof pushTokenBodySchema>;

/** Forgets this browser's subscription (signing out, or notifications turned off). */
export const pushTokenRemoveBodySchema = z.object({
  endpoint: lineText().max(NOTIFICATION_LIMITS.tokenMax),
});

// ---- super-admin notices (type 4) --------------------------------------------------------------

/**
 * A type-4 notice of spec section 3 (`notify`): to one user, to those whose profile is in `region`
 * (a country of the region tree, `static/vant_addr.json`, or one of its provinces), or to everyone
 * when both are left out. `webActionType` 1 opens a match (content: its id), 2 an anchor's room (its id), anything
 * else the link in `webActionContent`.
 */
export const adminNoticeBodySchema = z.object({
  userId: idOf("userNotFound").optional(),
  region: lineText().trim().min(1, "invalidOption").max(100, "invalidOption").optional(),
  title: lineText().trim().min(1, "noticeTitleRequired").max(NOTIFICATION_LIMITS.titleMax, "noticeTitleRequired"),
  body: multilineText().trim().max(NOTIFICATION_LIMITS.bodyMax, "noticeBodyTooLong").default(""),
  webActionType: intIn(0, 99).default(WEB_ACTION_TYPE.link),
  webActionContent: lineText().trim().max(NOTIFICATION_LIMITS.linkMax, "noticeActionInvalid").default(""),
  /** A picture shown large in the notification (spec `bookNews.imgUrl`). */
  imgUrl: lineText().trim().max(NOTIFICATION_LIMITS.linkMax, "noticeActionInvalid").optional(),
});
export type AdminNoticeBody = z.infer<typeof adminNoticeBodySchema>;

export const adminNoticeResultSchema = z.object({ recipients: z.number().int() });
