import { PUSH_TYPE } from "./enums.js";
import type { Lang } from "./language-list.js";

/**
 * Notices and browser push (spec sections 2, 3 and 9). Plain code without zod: the service worker
 * imports it, and it must stay a few kilobytes.
 */

/** Push language codes of spec section 9: zh → cn, tw, vie → vi, tha → th, ind → id, others en. */
export const PUSH_LANGS = ["cn", "tw", "vi", "th", "id", "en"] as const;
export type PushLang = (typeof PUSH_LANGS)[number];

const PUSH_LANG_OF: Partial<Record<Lang, PushLang>> = { zh: "cn", tw: "tw", vie: "vi", tha: "th", ind: "id" };

export function pushLangOf(lang: Lang): PushLang {
  return PUSH_LANG_OF[lang] ?? "en";
}

/** Type-4 notice actions (spec section 2): 1 a match, 2 an anchor, anything else a link. */
export const WEB_ACTION_TYPE = { match: 1, anchor: 2, link: 3 } as const;

/** Where a click on a notice leads: a hash route of the app, or a link opened in a new tab. */
export type NoticeTarget = { route: string } | { link: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
const record = (value: unknown): Record<string, unknown> | undefined => (isRecord(value) ? value : undefined);

/** A positive whole number, also when it came as text (ids in `webActionContent` are strings). */
function idOf(value: unknown): number | undefined {
  const n = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Only web links leave the app: never `javascript:` or `data:` from a notice. */
function webLink(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The push payload's data (spec section 3), from the object itself or from the JSON string of
 * `data.data` a push carries. Anything unreadable is undefined.
 */
export function pushData(value: unknown): Record<string, unknown> | undefined {
  if (typeof value === "string") {
    try {
      return record(JSON.parse(value));
    } catch {
      return undefined;
    }
  }
  return record(value);
}

/**
 * The screen a click on a notice opens (spec section 2): type 1 the match's live page; 2 the
 * anchor's room; 4 by `webActionType` (1 match, 2 anchor, else the link in a new tab); 5 the match
 * detail; 8 the chat screen, at the conversation when known. Type 3 and anything unreadable: none.
 */
export function noticeTarget(data: unknown): NoticeTarget | null {
  const payload = pushData(data);
  if (!payload) return null;
  switch (payload.type) {
    case PUSH_TYPE.bookedMatchSoon: {
      const matchId = idOf(record(payload.bookMatch)?.matchId);
      return matchId ? { route: `/match/live/${matchId}` } : null;
    }
    case PUSH_TYPE.anchorLive: {
      const anchorId = idOf(record(payload.bookAnchor)?.id);
      return anchorId ? { route: `/anchor/room/${anchorId}` } : null;
    }
    case PUSH_TYPE.notice: {
      const notify = record(payload.notify);
      const content = notify?.webActionContent;
      if (notify?.webActionType === WEB_ACTION_TYPE.match) {
        const id = idOf(content);
        return id ? { route: `/match/live/${id}` } : null;
      }
      if (notify?.webActionType === WEB_ACTION_TYPE.anchor) {
        const id = idOf(content);
        return id ? { route: `/anchor/room/${id}` } : null;
      }
      const link = webLink(content);
      return link ? { link } : null;
    }
    case PUSH_TYPE.matchStatus: {
      const matchId = idOf(payload.matchId);
      return matchId ? { route: `/match/match/${matchId}` } : null;
    }
    case PUSH_TYPE.instantMessage: {
      const conversationId = idOf(payload.conversationId);
      return { route: conversationId ? `/chat/message?c=${conversationId}` : "/chat/message" };
    }
    default:
      return null;
  }
}

/** The message of a type-8 notice (spec section 3, openIMContentDTO), for the chat notification state. */
export interface OpenImContent {
  GroupId: string;
  GroupName: string;
  SenderName: string;
  MessageType: number;
  ImageURL: string;
}

/** What the push service delivers to the service worker (encrypted, RFC 8291), as JSON. */
export interface PushMessage {
  /** The notice's id: notifications of one notice replace each other (a retried send). */
  id: number;
  type: number;
  /** In the recipient's language; empty means the service worker's own text. */
  title: string;
  body: string;
  /** Push language of spec section 9, and the interface language for the worker's own texts. */
  lang: PushLang;
  webLang: Lang;
  /** A picture shown large (a notice's picture). */
  image?: string;
  /** A small picture in place of the default icon (the anchor's photo). */
  icon?: string;
  /** Notices with one tag replace each other on screen (a match's scores, a conversation's messages). */
  tag: string;
  /** Spec section 3: the payload as a JSON string in `data.data`. */
  data: { data: string };
}

/** The icon shown when a notice brings none (DECISIONS 8), beside the app's index (its root). */
export const PUSH_DEFAULT_ICON = "notify-icon.png";
/** The badge (a white silhouette, small) on platforms that show one. */
export const PUSH_BADGE = "notify-badge.png";
/** Messages between the service worker and the app's pages. */
export const SW_MESSAGE = {
  /** Worker → page: a notification was clicked, go to `route`. */
  click: "courtside:notice-click",
  /** Page → worker: handle `push` (a PushMessage) as if its notification had been clicked. */
  open: "courtside:notice-open",
} as const;
