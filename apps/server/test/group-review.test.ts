import { ERRORS } from "@courtside/protocol";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { groupApplications } from "../src/db/schema/index.js";
import { get, groupCall, makeAdmin, makeGroup, type Person, people, setInfo } from "./helpers/groups.js";
import { eventsOf, messagingSuite } from "./helpers/im-devices.js";

const suite = messagingSuite();

/** A group with an owner and an admin who reviews, and a link people apply through. */
async function reviewedGroup() {
  const [owner, reviewer, member] = await people(suite.t, 3);
  if (!owner || !reviewer || !member) throw new Error("people missing");
  const groupId = await makeGroup(suite.t, owner, [reviewer, member]);
  await makeAdmin(suite.t, owner, groupId, reviewer, ["review"]);
  const link = await groupCall(suite.t, "group/generation/url", { groupId }, owner.token);
  const apply = async (applicant: Person) => {
    const res = await groupCall(suite.t, "group/join", { code: link.body.data.code, reason: "hi" }, applicant.token);
    if (!res.body.success) throw new Error(`apply failed: ${JSON.stringify(res.body)}`);
    return Number(res.body.data.application.id);
  };
  return { owner, reviewer, member, groupId, apply };
}

const respond = (token: string, applicationId: number, agree: boolean) =>
  groupCall(suite.t, "group/application/response", { applicationId, agree }, token);

/** Where someone stands with a group (`join/info`), or the refusal's code when they never had a part in it. */
async function standing(who: Person, groupId: number) {
  const res = await get(suite.t, `chat/group/join/info/${groupId}`, who.token);
  return res.body.success ? res.body.data.status : res.body.code;
}

describe("reviewing join applications", () => {
  it("lets one of two reviewers win when both answer at once; the other is told it was processed", async () => {
    const { owner, reviewer, groupId, apply } = await reviewedGroup();
    const applicants = await people(suite.t, 4);
    for (const [index, applicant] of applicants.entries()) {
      const id = await apply(applicant);
      // Both agree, or one agrees while the other rejects: exactly one answer counts.
      const [first, second] = await Promise.all([
        respond(owner.token, id, true),
        respond(reviewer.token, id, index % 2 === 0),
      ]);
      const answers = [first, second].map((r) => (r.body.success ? "won" : r.body.code));
      expect(answers.sort()).toEqual([ERRORS.groupApplicationProcessed, "won"].sort());
      const loser = [first, second].find((r) => !r.body.success);
      expect(loser?.body.msg).toBe("This application has already been processed");
      const winner = [first, second].find((r) => r.body.success);
      const info = await get(suite.t, `chat/group/join/info/${groupId}`, applicant.token);
      expect(info.body.data.status).toBe(winner?.body.data.status === 1 ? "member" : "rejected");
    }
    const config = await get(suite.t, `chat/group/config/group/${groupId}`, owner.token);
    const members = await groupCall(suite.t, "group/member/list", { groupId, pageSize: 20 }, owner.token);
    expect(members.body.data.total).toBe(config.body.data.group.memberCount);
  });

  it("expires an application after 7 days", async () => {
    const { owner, groupId, apply } = await reviewedGroup();
    const [late] = await people(suite.t, 1);
    if (!late) throw new Error("no applicant");
    const id = await apply(late);
    await suite.t.db
      .update(groupApplications)
      .set({ createdAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(groupApplications.id, id));
    const res = await respond(owner.token, id, true);
    expect(res.body).toMatchObject({ code: ERRORS.groupApplicationExpired, msg: "This application has expired" });
    const list = await groupCall(suite.t, "group/application/list", { groupId }, owner.token);
    expect(list.body.data).toMatchObject({ pending: 0, list: [{ id, status: 3 }] });
    expect((await get(suite.t, `chat/group/join/info/${groupId}`, late.token)).body.data.status).toBe("expired");
  });

  it("keeps an application pending when the group is full, and refuses new ones", async () => {
    const { owner, groupId, apply } = await reviewedGroup();
    const [waiting, another] = await people(suite.t, 2);
    if (!waiting || !another) throw new Error("no applicants");
    const id = await apply(waiting);
    await setInfo(suite.t, owner.token, groupId, { memberLimit: 3 });
    const full = await respond(owner.token, id, true);
    expect(full.body).toMatchObject({ code: ERRORS.groupFull, msg: "The group is full" });
    expect((await get(suite.t, `chat/group/join/info/${groupId}`, waiting.token)).body.data.status).toBe("pending");
    const link = await groupCall(suite.t, "group/generation/url", { groupId }, owner.token);
    const refused = await groupCall(
      suite.t,
      "group/join",
      { code: link.body.data.code, reason: "me too" },
      another.token,
    );
    expect(refused.body.code).toBe(ERRORS.groupFull);
    const low = await groupCall(suite.t, "group/set/info", { groupId, memberLimit: 2 }, owner.token);
    expect(low.body).toMatchObject({
      code: ERRORS.memberLimitTooLow,
      msg: "The member limit cannot be below the current 3 members",
    });
    const high = await groupCall(suite.t, "group/set/info", { groupId, memberLimit: 5000 }, owner.token);
    expect(high.body.code).toBe(ERRORS.memberLimitTooHigh);
  });

  it("turns a member's invitation into an application under join verification, and tells reviewers", async () => {
    const { owner, reviewer, member, groupId } = await reviewedGroup();
    const [friend] = await people(suite.t, 1);
    if (!friend) throw new Error("no friend");
    const device = await suite.device(reviewer.token);
    await device.subscribe(`user:${reviewer.id}`);
    const invited = await groupCall(suite.t, "group/inviteJoinGroup", { groupId, userIds: [friend.id] }, member.token);
    expect(invited.body.data.list).toEqual([
      { userId: friend.id, status: "applied", code: 0, msg: "Joining this group needs an admin's approval" },
    ]);
    await device.until(() => eventsOf(device, `user:${reviewer.id}`, "group").length > 0);
    const event = eventsOf(device, `user:${reviewer.id}`, "group")[0];
    expect(event?.data).toMatchObject({
      type: "applicationAdded",
      application: { user: { id: friend.id }, inviter: { id: member.id }, source: 2 },
    });
    const filter = await groupCall(
      suite.t,
      "group/filterGroupInviteAppNumber",
      { groupId, userIds: [friend.id, owner.id] },
      member.token,
    );
    expect(filter.body.data.list).toEqual([
      { userId: friend.id, status: "apply" },
      { userId: owner.id, status: "member" },
    ]);
    // The owner invites directly; the pending application is settled by it.
    const direct = await groupCall(suite.t, "group/inviteJoinGroup", { groupId, userIds: [friend.id] }, owner.token);
    expect(direct.body.data.list[0]).toMatchObject({ status: "joined" });
    const list = await groupCall(suite.t, "group/application/list", { groupId }, reviewer.token);
    expect(list.body.data).toMatchObject({ pending: 0, list: [{ status: 1 }] });
    const able = await get(suite.t, `chat/group/invite/user/able/${friend.id}`, owner.token);
    expect(able.body.data.list).toEqual([{ group: expect.objectContaining({ id: groupId }), status: "member" }]);
  });

  it("invites one person into several groups at once, each group answering by its own rights and settings", async () => {
    const [owner, inviter, friend, other] = await people(suite.t, 4);
    const group = () => makeGroup(suite.t, owner, [inviter, other]);
    // An admin with the invite right under join verification; a plain member with it on, then off.
    const direct = await group();
    await makeAdmin(suite.t, owner, direct, inviter, ["invite"]);
    const reviewed = await group();
    const open = await group();
    await setInfo(suite.t, owner.token, open, { joinVerification: false });
    // Full, whether the inviter may invite directly or would file an application.
    const full = await group();
    await makeAdmin(suite.t, owner, full, inviter, ["invite"]);
    await setInfo(suite.t, owner.token, full, { memberLimit: 3 });
    const fullReviewed = await group();
    await setInfo(suite.t, owner.token, fullReviewed, { memberLimit: 3 });
    const already = await makeGroup(suite.t, owner, [inviter, friend]);
    // Groups the inviter may not invite into: dissolved, removed from, never in.
    const dissolved = await group();
    await groupCall(suite.t, "group/dismiss", { groupId: dissolved }, owner.token);
    const removed = await group();
    await groupCall(suite.t, "group/kickGroup", { groupId: removed, userIds: [inviter.id] }, owner.token);
    const foreign = await makeGroup(suite.t, owner, [other]);

    // What the inviter is shown beforehand is what each group then does.
    const able = await get(suite.t, `chat/group/invite/user/able/${friend.id}`, inviter.token);
    expect(
      able.body.data.list.map((item: { group: { id: number }; status: string }) => [item.group.id, item.status]),
    ).toEqual([
      [direct, "invite"],
      [reviewed, "apply"],
      [open, "invite"],
      [full, "full"],
      [fullReviewed, "full"],
      [already, "member"],
    ]);

    const groupIds = [direct, reviewed, open, full, fullReviewed, already, dissolved, removed, foreign, direct];
    const res = await groupCall(suite.t, "group/inviteUserToGroups", { userId: friend.id, groupIds }, inviter.token);
    const joined = { status: "joined", code: 0, msg: "ok" };
    const groupFull = { status: "refused", code: ERRORS.groupFull, msg: "The group is full" };
    const gone = { status: "refused", code: ERRORS.groupGone, msg: "The group has been dissolved or you have left it" };
    // One answer per group, in the order asked (a group named twice answers once).
    expect(res.body.data.list).toEqual([
      { groupId: direct, ...joined },
      { groupId: reviewed, status: "applied", code: 0, msg: "Joining this group needs an admin's approval" },
      { groupId: open, ...joined },
      { groupId: full, ...groupFull },
      { groupId: fullReviewed, ...groupFull },
      { groupId: already, status: "member", code: 0, msg: "ok" },
      { groupId: dissolved, ...gone },
      { groupId: removed, ...gone },
      { groupId: foreign, status: "refused", code: ERRORS.groupNotFound, msg: "Group not found" },
    ]);

    const after = await Promise.all(
      [direct, reviewed, open, full, fullReviewed, dissolved, removed, foreign].map((id) => standing(friend, id)),
    );
    expect(after).toEqual(["member", "pending", "member", ...Array(5).fill(ERRORS.groupNotFound)]);
    const applications = await groupCall(suite.t, "group/application/list", { groupId: reviewed }, owner.token);
    expect(applications.body.data).toMatchObject({
      pending: 1,
      list: [{ user: { id: friend.id }, inviter: { id: inviter.id }, source: 2 }],
    });
  });
});
