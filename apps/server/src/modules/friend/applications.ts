import type {
  ApplicationList,
  ApplyFriendResult,
  FriendApplication,
  FriendSource,
  FriendUser,
} from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";
import { type FriendContext, friendUsers, today } from "./context.js";
import { APPLICATION_TTL_MS, isExpired, toApplication } from "./presenter.js";
import * as repo from "./repo.js";

const person = (user: FriendUser | undefined, id: number) => ({
  userId: id,
  nickname: user?.nickname ?? String(id),
  avatar: user?.avatar ?? null,
});

/**
 * Friend applications (spec section 5): not to yourself, only to someone who exists, not to a
 * friend, not past a blacklist; one pending application per direction (applying again updates the
 * note); two people who apply to each other become friends. Only the recipient accepts or
 * rejects, within 7 days.
 */
export function createApplications({ db, limits, events }: FriendContext) {
  async function present(row: repo.ApplicationRow): Promise<FriendApplication> {
    return toApplication(row, await friendUsers(db, [row.fromUserId, row.toUserId]));
  }

  /** The application, to its recipient, under the pair's lock; refuses anything but a live pending one. */
  async function settle(me: number, id: number, status: number) {
    const found = await repo.findApplication(db, id);
    if (!found || (found.toUserId !== me && found.fromUserId !== me)) {
      throw new AppError("friendApplicationNotFound", { status: 404 });
    }
    if (found.toUserId !== me) throw new AppError("noPermission", { status: 403 });
    const row = await db.transaction(async (tx) => {
      await repo.lockPair(tx, found.fromUserId, me);
      const current = await repo.findApplication(tx, id);
      if (!current || current.status !== repo.APPLICATION.pending) throw new AppError("friendApplicationHandled");
      if (isExpired(current)) throw new AppError("friendApplicationExpired");
      if (status === repo.APPLICATION.rejected) return repo.setStatus(tx, id, status);
      await repo.befriend(tx, current.fromUserId, me);
      // Their application and any of mine to them are both settled by the friendship.
      const settled = await repo.settlePending(tx, current.fromUserId, me, status);
      return settled.find((candidate) => candidate.id === id) ?? current;
    });
    return present(row);
  }

  return {
    async apply(me: number, body: { userId: number; note: string; source: FriendSource }): Promise<ApplyFriendResult> {
      const { userId, note, source } = body;
      if (userId === me) throw new AppError("cannotAddSelf");
      const { addDaily } = await limits();
      const outcome = await db.transaction(async (tx) => {
        await repo.lockPair(tx, me, userId);
        const [relation] = await repo.relations(tx, me, [userId]);
        if (!relation) throw new AppError("userNotFound", { status: 404 });
        if (relation.blockedMe) throw new AppError("friendRequestRefused", { status: 403 });
        if (relation.blacklisted) throw new AppError("unblockFirst");
        if (relation.isFriend) throw new AppError("friendExists");
        const theirs = await repo.pendingFrom(tx, userId, me);
        if (theirs && !isExpired(theirs)) {
          await repo.befriend(tx, me, userId);
          const settled = await repo.settlePending(tx, me, userId, repo.APPLICATION.accepted);
          const row = settled.find((candidate) => candidate.id === theirs.id) ?? theirs;
          const used = await repo.dailyCount(tx, me, repo.DAILY.add, today());
          return { status: "accepted" as const, row, used };
        }
        const used = await repo.bumpDaily(tx, me, repo.DAILY.add, today(), addDaily);
        if (used === undefined) throw new AppError("addLimit");
        const row = await repo.upsertPending(tx, { fromUserId: me, toUserId: userId, note, source });
        return { status: "pending" as const, row, used };
      });
      const application = await present(outcome.row);
      const addsLeft = Math.max(0, addDaily - outcome.used);
      if (outcome.status === "accepted") {
        await events.emit([me, userId], { type: "applicationAccepted", application });
        await events.system(userId, "friendAccepted", person(application.to, me));
      } else {
        await events.emit([userId, me], { type: "applicationAdded", application });
        await events.system(userId, "friendApplication", {
          ...person(application.from, me),
          note: application.note,
          applicationId: application.id,
        });
      }
      return { status: outcome.status, application, addsLeft };
    },

    async accept(me: number, id: number): Promise<FriendApplication> {
      const application = await settle(me, id, repo.APPLICATION.accepted);
      await events.emit([application.from.id, me], { type: "applicationAccepted", application });
      await events.system(application.from.id, "friendAccepted", person(application.to, me));
      return application;
    },

    async reject(me: number, id: number): Promise<FriendApplication> {
      const application = await settle(me, id, repo.APPLICATION.rejected);
      await events.emit([application.from.id, me], { type: "applicationRejected", application });
      await events.system(application.from.id, "friendRejected", person(application.to, me));
      return application;
    },

    async list(
      me: number,
      query: { box: "received" | "sent"; beforeId?: number | undefined; limit: number },
    ): Promise<ApplicationList> {
      const rows = await repo.applications(db, me, query.box, query.beforeId, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const people = await friendUsers(
        db,
        page.flatMap((row) => [row.fromUserId, row.toUserId]),
      );
      return {
        list: page.map((row) => toApplication(row, people)),
        hasMore: rows.length > query.limit,
        pendingCount: await repo.pendingCount(db, me, new Date(Date.now() - APPLICATION_TTL_MS)),
      };
    },
  };
}
