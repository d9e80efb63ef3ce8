import type { BlacklistItem, Privacy, PrivacyBody, SendAble, SendAbleReason } from "@courtside/protocol";
import type { SQL } from "drizzle-orm";
import { AppError } from "../../http/app-error.js";
import type { FriendContext } from "./context.js";
import { toFriendUser, whoMayMessageCode, whoMayMessageOf } from "./presenter.js";
import * as repo from "./repo.js";

/** Whether a PostgreSQL error is a unique violation (the findable email is taken). */
function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && "cause" in error ? error.cause : error;
  return typeof cause === "object" && cause !== null && "code" in cause && cause.code === "23505";
}

type Relation = Pick<repo.Relation, "blockedMe" | "blacklisted" | "whoMayMessage" | "isFriend">;

/** Whether a sender may message a recipient they stand in `relation` to (none: no such user). */
function reasonOf(relation: Relation | undefined): SendAbleReason {
  if (!relation) return "userNotFound";
  if (relation.blockedMe) return "blocked";
  if (relation.blacklisted) return "blacklisted";
  if (whoMayMessageOf(relation.whoMayMessage) === "friends" && !relation.isFriend) return "notFriends";
  return "ok";
}

/**
 * Friendship, remarks, the blacklist and "who may message me". Blocking someone ends the
 * friendship and withdraws the applications between the two; unblocking restores neither.
 */
export function createFriendships({ db, events }: FriendContext) {
  /** Whether `me` may message each of `ids` now, in the order asked. */
  async function rights(me: number, ids: readonly number[]): Promise<SendAble[]> {
    const found = new Map((await repo.relations(db, me, ids)).map((row) => [row.id, row]));
    return ids.map((userId) => {
      const reason = userId === me && found.has(userId) ? "ok" : reasonOf(found.get(userId));
      return { userId, able: reason === "ok", reason };
    });
  }

  async function privacy(me: number): Promise<Privacy> {
    const row = await repo.privacy(db, me);
    return { whoMayMessage: whoMayMessageOf(row?.whoMayMessage ?? 0), email: row?.email ?? null };
  }

  return {
    rights,
    privacy,

    /**
     * For the messaging module, before each single-chat send: "blocked" when the recipient has
     * blacklisted the sender, "notFriends" when the recipient takes messages from friends only.
     * Throws `unblockFirst` when the sender has blacklisted the recipient, `userNotFound` for no one.
     */
    async canMessage(fromId: number, toId: number): Promise<"ok" | "blocked" | "notFriends"> {
      const [verdict] = await rights(fromId, [toId]);
      switch (verdict?.reason) {
        case "ok":
        case "blocked":
        case "notFriends":
          return verdict.reason;
        case "blacklisted":
          throw new AppError("unblockFirst", { status: 403 });
        default:
          throw new AppError("userNotFound", { status: 404 });
      }
    },

    /**
     * For a batch of single-chat sends, as a condition of the caller's query: whether the sender may
     * plainly message the recipient (both expressions of that query). Where it does not hold, the
     * caller asks `canMessage` for the refusal it throws.
     */
    mayMessageCondition: (from: SQL, to: SQL) => repo.mayMessageCondition(from, to, whoMayMessageCode("friends")),

    isFriend: (me: number, userId: number) => repo.isFriend(db, me, userId),

    /** Ends a friendship on both sides; nothing happens when there was none. */
    async remove(me: number, userId: number) {
      const removed = await db.transaction(async (tx) => {
        await repo.lockPair(tx, me, userId);
        return repo.unfriend(tx, me, userId);
      });
      if (!removed) return;
      await events.emit([me], { type: "friendDeleted", userId });
      await events.emit([userId], { type: "friendDeleted", userId: me });
    },

    async remark(me: number, userId: number, remark: string) {
      if (!(await repo.setRemark(db, me, userId, remark))) throw new AppError("notYourFriend");
      await events.emit([me], { type: "remark", userId, remark });
    },

    async block(me: number, userId: number) {
      if (userId === me) throw new AppError("cannotBlockSelf");
      const wasFriend = await db.transaction(async (tx) => {
        await repo.lockPair(tx, me, userId);
        if ((await repo.people(tx, [userId])).length === 0) throw new AppError("userNotFound", { status: 404 });
        await repo.block(tx, me, userId);
        await repo.deletePending(tx, me, userId);
        return repo.unfriend(tx, me, userId);
      });
      await events.emit([me], { type: "blacklist", userId, blacklisted: true });
      if (wasFriend) {
        await events.emit([me], { type: "friendDeleted", userId });
        await events.emit([userId], { type: "friendDeleted", userId: me });
      }
    },

    async unblock(me: number, userId: number) {
      if (await repo.unblock(db, me, userId)) {
        await events.emit([me], { type: "blacklist", userId, blacklisted: false });
      }
    },

    async blacklist(me: number): Promise<{ list: BlacklistItem[] }> {
      const rows = await repo.blacklist(db, me);
      return { list: rows.map((row) => ({ ...toFriendUser(row), blockedAt: row.blockedAt.getTime() })) };
    },

    async savePrivacy(me: number, changes: PrivacyBody): Promise<Privacy> {
      const values = {
        ...(changes.whoMayMessage ? { whoMayMessage: whoMayMessageCode(changes.whoMayMessage) } : {}),
        ...(changes.email !== undefined ? { email: changes.email } : {}),
      };
      try {
        await repo.savePrivacy(db, me, values);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("emailTaken");
        throw error;
      }
      const saved = await privacy(me);
      await events.emit([me], { type: "privacy", privacy: saved });
      return saved;
    },
  };
}
