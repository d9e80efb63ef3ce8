import {
  ANCHOR_STATE,
  FRIEND_LIMITS,
  type FriendApplication,
  type FriendApplicationStatus,
  type FriendSource,
  type FriendUser,
  friendSourceSchema,
  WHO_MAY_MESSAGE,
  type WhoMayMessage,
} from "@courtside/protocol";
import { APPLICATION, type ApplicationRow, type PersonRow } from "./repo.js";

export const APPLICATION_TTL_MS = FRIEND_LIMITS.applicationTtlDays * 86_400_000;

/** The chat user string of spec section 3: `zb=1` marks an anchor. */
export function toFriendUser(row: PersonRow): FriendUser {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    flags: row.anchorState === ANCHOR_STATE.approved ? "zb=1" : "",
  };
}

/** Someone whose account is gone still shows as a name, never as a failure. */
function placeholder(id: number): FriendUser {
  return { id, username: "", nickname: String(id), avatar: null, flags: "" };
}

export function isExpired(row: ApplicationRow, now = Date.now()): boolean {
  return row.status === APPLICATION.pending && row.createdAt.getTime() + APPLICATION_TTL_MS <= now;
}

function statusOf(row: ApplicationRow): FriendApplicationStatus {
  if (row.status === APPLICATION.accepted) return "accepted";
  if (row.status === APPLICATION.rejected) return "rejected";
  return isExpired(row) ? "expired" : "pending";
}

/** Stored source codes are always ones the schema took; an unknown one reads as "by ID". */
function sourceOf(code: number): FriendSource {
  const parsed = friendSourceSchema.safeParse(code);
  return parsed.success ? parsed.data : 1;
}

export function toApplication(row: ApplicationRow, people: ReadonlyMap<number, FriendUser>): FriendApplication {
  return {
    id: row.id,
    from: people.get(row.fromUserId) ?? placeholder(row.fromUserId),
    to: people.get(row.toUserId) ?? placeholder(row.toUserId),
    note: row.note,
    source: sourceOf(row.source),
    status: statusOf(row),
    createdAt: row.createdAt.getTime(),
    expiresAt: row.createdAt.getTime() + APPLICATION_TTL_MS,
    handledAt: row.handledAt?.getTime() ?? null,
  };
}

/** A time read through raw SQL: drivers give a Date, some a string. */
export function millis(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const at = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(at) ? null : at;
}

export const whoMayMessageOf = (code: number): WhoMayMessage => WHO_MAY_MESSAGE[code] ?? "everyone";
export const whoMayMessageCode = (value: WhoMayMessage): number => WHO_MAY_MESSAGE.indexOf(value);
