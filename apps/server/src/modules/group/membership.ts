import {
  type ErrorKey,
  GROUP_JOIN_SOURCE,
  GROUP_LIMITS,
  GROUP_ROLE,
  GROUP_STATE,
  type GroupInviteOutcome,
  groupMayDo,
} from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import * as adminRepo from "./admin-repo.js";
import * as applicationRepo from "./application-repo.js";
import { type Actor, actorIn, type GroupContext } from "./context.js";
import { presentApplication } from "./presenter.js";
import * as repo from "./repo.js";

/** Whether someone can be brought in now, and the reason when not. */
export type Ability = "invite" | "apply" | "member" | "full" | "refused";
export interface Verdict {
  userId: number;
  status: GroupInviteOutcome["status"];
  refusal?: ErrorKey;
}

/**
 * Members coming in: creating a group with people, inviting (at once, or as an application when
 * join verification is on and the inviter may not invite directly), and adding members under the
 * group row's lock so the member limit holds however joins race.
 */
export function createMembership(ctx: GroupContext) {
  const { db } = ctx;

  /** Who among `userIds` the actor may reach at all (they exist and have not shut the actor out). */
  async function reachable(actorId: number, userIds: readonly number[]) {
    const found = new Set((await repo.people(db, userIds)).map((row) => row.id));
    const refusals = new Map<number, ErrorKey>();
    for (const userId of new Set(userIds)) {
      if (!found.has(userId)) {
        refusals.set(userId, "userNotFound");
        continue;
      }
      if (userId === actorId) continue;
      const verdict = await ctx.canMessage(actorId, userId);
      if (verdict === "blocked") refusals.set(userId, "messageRefused");
      if (verdict === "notFriends") refusals.set(userId, "notFriends");
    }
    return refusals;
  }

  /** What inviting each person would do now. */
  async function abilities(actor: Actor, userIds: readonly number[]) {
    const unique = [...new Set(userIds)];
    const refusals = await reachable(actor.userId, unique);
    const members = new Set((await repo.activeAmong(db, actor.group.id, unique)).map((row) => row.userId));
    const direct = !actor.group.joinVerification || groupMayDo(actor.role, actor.rights, "inviteDirect");
    let room = actor.group.memberLimit - actor.group.memberCount;
    return unique.map((userId) => {
      const refusal = refusals.get(userId);
      let status: Ability;
      if (members.has(userId) || userId === actor.userId) status = "member";
      else if (refusal) status = "refused";
      // A full group takes no one, not even as an application (as joining by the link refuses).
      else if (room <= 0) status = "full";
      else if (!direct) status = "apply";
      else {
        status = "invite";
        room -= 1;
      }
      return { userId, status, ...(refusal ? { refusal } : {}) };
    });
  }

  /**
   * Adds people under the group's lock, as many as the limit allows; the rest are refused as
   * "group full". Their pending applications count as agreed by `by`. Returns who joined and who
   * did not fit.
   */
  async function admit(tx: Db, groupId: number, people: readonly repo.NewMember[], by: number) {
    const group = await repo.findGroup(tx, groupId, true);
    if (!group) throw new AppError("groupNotFound");
    if (group.state === GROUP_STATE.dissolved) throw new AppError("groupGone");
    const already = new Set(
      (
        await repo.activeAmong(
          tx,
          groupId,
          people.map((p) => p.userId),
        )
      ).map((r) => r.userId),
    );
    const fresh = people.filter((p) => !already.has(p.userId));
    const room = Math.max(0, group.memberLimit - group.memberCount);
    const joined = await repo.addMembers(tx, groupId, fresh.slice(0, room));
    await applicationRepo.settleFor(tx, groupId, joined, by);
    return { group, joined, overflow: fresh.slice(room).map((p) => p.userId) };
  }

  /** After people joined: the tip everyone sees and the event that makes their devices follow the group. */
  async function announceJoined(
    group: repo.GroupRow,
    actorId: number | null,
    joined: readonly number[],
    source: number,
  ) {
    if (joined.length === 0) return;
    const latest = (await repo.findGroup(db, group.id)) ?? group;
    await ctx.tips.tell(latest, {
      kind: "joined",
      actorId,
      users: joined,
      source,
      ...(actorId === null ? { senderId: joined[0] } : {}),
    });
    await ctx.events.emit(joined, { type: "joined", groupId: group.id, name: group.name });
  }

  /** Invites people into a group the actor is in; each gets an outcome. */
  async function invite(actor: Actor, userIds: readonly number[]): Promise<Verdict[]> {
    const planned = await abilities(actor, userIds);
    const direct = planned.filter((p) => p.status === "invite").map((p) => p.userId);
    const applying = planned.filter((p) => p.status === "apply").map((p) => p.userId);
    const { joined, overflow, applications } = await db.transaction(async (tx) => {
      const admitted = await admit(
        tx,
        actor.group.id,
        direct.map((userId) => ({
          userId,
          role: GROUP_ROLE.member,
          source: GROUP_JOIN_SOURCE.invited,
          inviterId: actor.userId,
        })),
        actor.userId,
      );
      const filed = [];
      for (const userId of applying) {
        const saved = await applicationRepo.savePending(tx, {
          groupId: actor.group.id,
          userId,
          inviterId: actor.userId,
          source: GROUP_JOIN_SOURCE.invited,
          reason: "",
        });
        filed.push(saved.row.id);
      }
      return { ...admitted, applications: filed };
    });
    await announceJoined(actor.group, actor.userId, joined, GROUP_JOIN_SOURCE.invited);
    await notifyReviewers(actor.group.id, applications);
    const joinedSet = new Set(joined);
    const overflowSet = new Set(overflow);
    return planned.map(({ userId, status, refusal }): Verdict => {
      if (joinedSet.has(userId)) return { userId, status: "joined" };
      if (status === "invite" && !overflowSet.has(userId)) return { userId, status: "member" };
      if (status === "invite" || status === "full") return { userId, status: "refused", refusal: "groupFull" };
      if (status === "apply") return { userId, status: "applied" };
      if (status === "member") return { userId, status: "member" };
      return { userId, status: "refused", refusal: refusal ?? "noPermission" };
    });
  }

  /** Tells the owner and the admins who review that applications wait for them. */
  async function notifyReviewers(groupId: number, applicationIds: readonly number[]) {
    if (applicationIds.length === 0) return;
    const reviewers = await adminRepo.reviewers(db, groupId);
    for (const id of applicationIds) {
      const row = await applicationRepo.applicationById(db, id);
      if (row) await ctx.events.emit(reviewers, { type: "applicationAdded", application: presentApplication(row) });
    }
  }

  return {
    abilities,
    admit,
    announceJoined,
    invite,
    notifyReviewers,

    /** Invites one person into several of my groups; each group answers on its own. */
    async inviteToGroups(userId: number, targetId: number, groupIds: readonly number[]) {
      const results = [];
      for (const groupId of new Set(groupIds)) {
        try {
          const actor = await actorIn(ctx, groupId, userId);
          const [verdict] = await invite(actor, [targetId]);
          results.push({ groupId, verdict: verdict ?? { userId: targetId, status: "refused" as const } });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ groupId, verdict: { userId: targetId, status: "refused" as const, refusal: error.key } });
        }
      }
      return results;
    },

    /** My groups (not dissolved) and whether I can bring this person into each. */
    async ableFor(userId: number, targetId: number) {
      const mine = await repo.groupsOf(db, userId);
      const list = [];
      for (const { group } of mine) {
        if (group.state === GROUP_STATE.dissolved) continue;
        const actor = await actorIn(ctx, group.id, userId);
        const [ability] = await abilities(actor, [targetId]);
        list.push({ group, status: ability?.status ?? "refused" });
      }
      return list;
    },

    /** Creates a group with its owner and the chosen people (those who can be reached). */
    async create(
      ownerId: number,
      body: { name?: string | undefined; avatar?: string | undefined; memberIds: number[] },
    ) {
      if (body.avatar && !(await ctx.isOwnFile(ownerId, body.avatar))) throw new AppError("imageNotUploaded");
      const wanted = [...new Set(body.memberIds)].filter((id) => id !== ownerId);
      const refusals = await reachable(ownerId, wanted);
      const reachableIds = wanted.filter((id) => !refusals.has(id));
      if (reachableIds.length === 0) throw new AppError("groupMembersRequired");
      const accepted = reachableIds.slice(0, ctx.memberLimit - 1);
      const names = await repo.people(db, [ownerId, ...accepted.slice(0, 3)]);
      const name =
        body.name ??
        [ownerId, ...accepted.slice(0, 3)]
          .map((id) => names.find((row) => row.id === id)?.nickname ?? "")
          .filter(Boolean)
          .join(", ")
          .slice(0, GROUP_LIMITS.nameMax);
      const group = await db.transaction(async (tx) => {
        const created = await repo.insertGroup(tx, {
          name,
          avatar: body.avatar ?? null,
          ownerId,
          memberLimit: ctx.memberLimit,
        });
        await repo.addMembers(tx, created.id, [
          { userId: ownerId, role: GROUP_ROLE.owner, source: GROUP_JOIN_SOURCE.created, inviterId: null },
          ...accepted.map((userId) => ({
            userId,
            role: GROUP_ROLE.member,
            source: GROUP_JOIN_SOURCE.created,
            inviterId: ownerId,
          })),
        ]);
        return created;
      });
      const latest = (await repo.findGroup(db, group.id)) ?? group;
      await ctx.tips.tell(latest, { kind: "created", actorId: ownerId, users: accepted });
      await ctx.events.emit([ownerId, ...accepted], { type: "joined", groupId: group.id, name });
      const acceptedSet = new Set(accepted);
      const verdicts: Verdict[] = wanted.map((userId) => {
        if (acceptedSet.has(userId)) return { userId, status: "joined" };
        const refusal = refusals.get(userId);
        return { userId, status: "refused", refusal: refusal ?? "groupFull" };
      });
      return { groupId: group.id, verdicts };
    },
  };
}
export type Membership = ReturnType<typeof createMembership>;
