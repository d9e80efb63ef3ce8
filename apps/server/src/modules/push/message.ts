import {
  type Lang,
  PUSH_TYPE,
  type PushMessage,
  pushData,
  pushLangOf,
  pushText,
  resolveLang,
} from "@courtside/protocol";
import type { DeliveryRow } from "./repo.js";

export type Urgency = "very-low" | "low" | "normal" | "high";

/** How long a push service keeps a push for an offline browser, and how urgently it delivers it. */
interface TypeRules {
  ttlSeconds: number;
  urgency: Urgency;
  /** Pushes with one topic replace each other while waiting in the push service (RFC 8030). */
  topic?: (data: Record<string, unknown>) => string | undefined;
}

const id = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? value : undefined);
const nested = (data: Record<string, unknown>, key: string) => pushData(data[key]) ?? {};

/**
 * Per type: a reminder is worthless once the match started (5 minutes); a score is replaced by the
 * next one (topic per match) and stale after half an hour; a message keeps for a day and is urgent.
 */
export const TYPE_RULES: Record<number, TypeRules> = {
  [PUSH_TYPE.bookedMatchSoon]: {
    ttlSeconds: 300,
    urgency: "high",
    topic: (data) => {
      const matchId = id(nested(data, "bookMatch").matchId);
      return matchId ? `book-${matchId}` : undefined;
    },
  },
  [PUSH_TYPE.anchorLive]: {
    ttlSeconds: 3600,
    urgency: "normal",
    topic: (data) => {
      const anchorId = id(nested(data, "bookAnchor").id);
      return anchorId ? `live-${anchorId}` : undefined;
    },
  },
  [PUSH_TYPE.notice]: { ttlSeconds: 86_400, urgency: "normal" },
  [PUSH_TYPE.matchStatus]: {
    ttlSeconds: 1800,
    urgency: "normal",
    topic: (data) => {
      const matchId = id(data.matchId);
      return matchId ? `match-${matchId}` : undefined;
    },
  },
  [PUSH_TYPE.instantMessage]: {
    ttlSeconds: 86_400,
    urgency: "high",
    topic: (data) => {
      const conversationId = id(data.conversationId);
      return conversationId ? `chat-${conversationId}` : undefined;
    },
  },
};
const DEFAULT_RULES: TypeRules = { ttlSeconds: 3600, urgency: "normal" };

/** Only addresses a browser can load: pictures of the app (a path) or of the web. */
function picture(value: unknown): string | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  return value.startsWith("/") || /^https?:\/\//.test(value) ? value : undefined;
}

/**
 * Without the details setting (messageInfoNotification), a message notice names neither the
 * sender nor the text: the generic title and body, and the payload without them.
 */
function withoutDetails(data: Record<string, unknown>): Record<string, unknown> {
  const dto = nested(data, "openIMContentDTO");
  return { ...data, openIMContentDTO: { ...dto, SenderName: "", ImageURL: "", GroupName: "" } };
}

/** The push for one subscription: the notice in the recipient's language, and the headers of its type. */
export function pushFor(row: DeliveryRow): {
  message: PushMessage;
  ttlSeconds: number;
  urgency: Urgency;
  topic: string | undefined;
} {
  const { notification, subscription } = row;
  const lang: Lang = resolveLang(row.lang) ?? "en";
  const rules = TYPE_RULES[notification.type] ?? DEFAULT_RULES;
  const hidden = notification.type === PUSH_TYPE.instantMessage && !subscription.messageInfoNotification;
  const data = hidden ? withoutDetails(notification.data) : notification.data;
  const topic = rules.topic?.(notification.data);
  const message: PushMessage = {
    id: notification.id,
    type: notification.type,
    title: hidden ? pushText(lang, "messageTitle") : notification.title,
    body: hidden ? pushText(lang, "messageBody") : notification.body,
    lang: pushLangOf(lang),
    webLang: lang,
    tag: topic ?? `notice-${notification.id}`,
    data: { data: JSON.stringify(data) },
  };
  const image =
    picture(nested(data, "bookNews").imgUrl) ??
    (hidden ? undefined : picture(nested(data, "openIMContentDTO").ImageURL));
  const icon = picture(nested(data, "bookAnchor").imgUrl);
  if (image) message.image = image;
  if (icon) message.icon = icon;
  return { message, ttlSeconds: rules.ttlSeconds, urgency: rules.urgency, topic };
}
