import { ERRORS } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { get, groupCall, makeAdmin, makeGroup, people, person, setInfo } from "./helpers/groups.js";
import { messagingSuite } from "./helpers/im-devices.js";
import { call } from "./helpers/users.js";

const suite = messagingSuite();

describe("creating a group and joining it", () => {
  it("creates a group whose members find it in their conversation list", async () => {
    const [owner, a, b] = await people(suite.t, 3);
    const res = await groupCall(suite.t, "group/create", { memberIds: [a.id, b.id] }, owner.token);
    expect(res.body.success).toBe(true);
    const { group, me } = res.body.data.group;
    expect(group).toMatchObject({ memberCount: 3, ownerId: owner.id, joinVerification: true, state: 0 });
    expect(group.name).toContain(owner.username);
    expect(me).toMatchObject({ role: 1 });
    expect(me.actions).toContain("dissolve");
    expect(res.body.data.members.map((m: { status: string }) => m.status)).toEqual(["joined", "joined"]);

    const list = await call(suite.t, "chat/conversation/list", {}, a.token);
    const item = list.body.data.list.find((c: { id: number }) => c.id === group.id);
    expect(item).toMatchObject({
      type: 2,
      peer: null,
      group: { name: group.name, memberCount: 3, role: 3 },
      unread: 0,
    });
    // The list gets the tip's content, to word it in the reader's language.
    expect(item.lastMessage).toMatchObject({
      type: 110,
      tip: { kind: "created", by: { id: owner.id }, users: [{ id: a.id }, { id: b.id }] },
    });
  });

  it("joins through a link with a reason, reviewed by the owner", async () => {
    const [owner, member, outsider] = await people(suite.t, 3);
    const groupId = await makeGroup(suite.t, owner, [member]);
    const link = await groupCall(suite.t, "group/generation/url", { groupId, validDays: 7 }, owner.token);
    expect(link.body.data.url).toContain(`/#/chat/join/${link.body.data.code}`);
    const code = String(link.body.data.code);

    const info = await get(suite.t, `chat/group/get/code/info?code=${code}`, outsider.token);
    expect(info.body.data).toMatchObject({ group: { id: groupId, memberCount: 2 }, status: "none" });

    const noReason = await groupCall(suite.t, "group/join", { code }, outsider.token);
    expect(noReason.body.code).toBe(ERRORS.joinReasonRequired);
    const applied = await groupCall(suite.t, "group/join", { code, reason: "I follow the team" }, outsider.token);
    expect(applied.body.data).toMatchObject({ status: "pending", application: { reason: "I follow the team" } });
    const applicationId = applied.body.data.application.id;

    const byMember = await groupCall(
      suite.t,
      "group/application/response",
      { applicationId, agree: true },
      member.token,
    );
    expect(byMember.body).toMatchObject({
      code: ERRORS.noReviewPermission,
      msg: "You do not have permission to review",
    });
    const agreed = await groupCall(suite.t, "group/application/response", { applicationId, agree: true }, owner.token);
    expect(agreed.body.data).toMatchObject({ status: 1, handledBy: owner.id });

    const joinInfo = await get(suite.t, `chat/group/join/info/${groupId}`, outsider.token);
    expect(joinInfo.body.data).toMatchObject({ status: "member", group: { memberCount: 3 } });
    const again = await groupCall(suite.t, "group/application/response", { applicationId, agree: false }, owner.token);
    expect(again.body.code).toBe(ERRORS.groupApplicationProcessed);
  });

  it("joins at once without verification, and refuses an expired or used-up link", async () => {
    const [owner, first, second] = await people(suite.t, 3);
    const groupId = await makeGroup(suite.t, owner, [await person(suite.t)]);
    await setInfo(suite.t, owner.token, groupId, { joinVerification: false });
    const link = await groupCall(suite.t, "group/generation/url", { groupId, validDays: 1, maxUses: 1 }, owner.token);
    const code = String(link.body.data.code);
    const joined = await groupCall(suite.t, "group/join", { code }, first.token);
    expect(joined.body.data).toMatchObject({ status: "joined", groupId });
    const usedUp = await groupCall(suite.t, "group/join", { code }, second.token);
    expect(usedUp.body.code).toBe(ERRORS.inviteUsedUp);

    // A new link replaces the old one; an expired link says so.
    const renewed = await groupCall(suite.t, "group/generation/url", { groupId, validDays: 30 }, owner.token);
    expect((await groupCall(suite.t, "group/join", { code }, second.token)).body.code).toBe(ERRORS.inviteExpired);
    await suite.t.db.execute(
      `update group_links set expires_at = now() - interval '1 second' where code = '${renewed.body.data.code}'`,
    );
    const expired = await groupCall(suite.t, "group/join", { code: renewed.body.data.code }, second.token);
    expect(expired.body).toMatchObject({ code: ERRORS.inviteExpired, msg: "The invite link has expired" });
  });

  it("makes the QR code of the link as a PNG", async () => {
    const [owner, member] = await people(suite.t, 2);
    const groupId = await makeGroup(suite.t, owner, [member]);
    const qr = await groupCall(suite.t, "group/generation/qrcode", { groupId }, owner.token);
    expect(qr.body.data.png).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(qr.body.data.png.split(",")[1], "base64");
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // The code encodes the link marked as scanned, so a join from it records source QR.
    expect(qr.body.data.url).toBe(`${qr.body.data.link.url}?via=qr`);
    expect((await groupCall(suite.t, "group/generation/qrcode", { groupId }, member.token)).body.code).toBe(
      ERRORS.noPermission,
    );
    await makeAdmin(suite.t, owner, groupId, member, ["invite"]);
    expect((await groupCall(suite.t, "group/generation/qrcode", { groupId }, member.token)).body.success).toBe(true);
  });
});
