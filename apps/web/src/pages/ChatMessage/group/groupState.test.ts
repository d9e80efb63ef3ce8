import { GROUP_ROLE } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { drawerTabs, insertMention, mayWrite, memberMenu, mentionQuery, mentionsOf } from "./groupState";

const owner = { role: GROUP_ROLE.owner, rights: [] };
const muter = { role: GROUP_ROLE.admin, rights: ["mute" as const] };
const member = { role: GROUP_ROLE.member, rights: [] };
const plain = { role: GROUP_ROLE.member, mutedUntil: null };

describe("member menu", () => {
  it("gives the owner every duration and remove on anyone but the owner", () => {
    expect(memberMenu(owner, plain, 0)).toEqual([
      "mute:1",
      "mute:12",
      "mute:24",
      "mute:168",
      "mute:720",
      "deleteMessages",
      "remove",
    ]);
    expect(memberMenu(owner, { role: GROUP_ROLE.admin, mutedUntil: null }, 0)).toContain("remove");
    expect(memberMenu(owner, { role: GROUP_ROLE.owner, mutedUntil: null }, 0)).toEqual([]);
  });

  it("lets an admin act only with the rights it holds, and only on plain members", () => {
    expect(memberMenu(muter, plain, 0)).not.toContain("remove");
    expect(memberMenu(muter, plain, 0)).toContain("mute:1");
    expect(memberMenu(muter, { role: GROUP_ROLE.admin, mutedUntil: null }, 0)).toEqual([]);
  });

  it("offers deleting a member's messages to the owner and to admins with that right only", () => {
    const deleter = { role: GROUP_ROLE.admin, rights: ["deleteMessages" as const] };
    expect(memberMenu(deleter, plain, 0)).toEqual(["deleteMessages"]);
    expect(memberMenu(muter, plain, 0)).not.toContain("deleteMessages");
    expect(memberMenu(deleter, { role: GROUP_ROLE.admin, mutedUntil: null }, 0)).toEqual([]);
  });

  it("offers unmute only while the mute lasts", () => {
    expect(memberMenu(owner, { role: GROUP_ROLE.member, mutedUntil: 5000 }, 1000)).toContain("unmute");
    expect(memberMenu(owner, { role: GROUP_ROLE.member, mutedUntil: 500 }, 1000)).not.toContain("unmute");
  });

  it("gives a plain member nothing", () => {
    expect(memberMenu(member, plain, 0)).toEqual([]);
    expect(memberMenu(null, plain, 0)).toEqual([]);
  });
});

describe("drawer tabs", () => {
  it("shows admins to the owner only and reviews to those with the right", () => {
    expect(drawerTabs(owner)).toEqual({ admins: true, applications: true, invite: true });
    expect(drawerTabs({ role: GROUP_ROLE.admin, rights: ["review"] })).toEqual({
      admins: false,
      applications: true,
      invite: false,
    });
    expect(drawerTabs(member)).toEqual({ admins: false, applications: false, invite: false });
  });
});

describe("who may write", () => {
  it("stops a muted member and plain members under mute-all", () => {
    expect(mayWrite(member, false, null, 0)).toBe(true);
    expect(mayWrite(member, false, 2000, 1000)).toBe(false);
    expect(mayWrite(member, true, null, 0)).toBe(false);
    expect(mayWrite(muter, true, null, 0)).toBe(true);
    expect(mayWrite(null, false, null, 0)).toBe(false);
  });
});

describe("mentions", () => {
  it("finds the name typed after an @ at the caret", () => {
    expect(mentionQuery("hi @an", 6)).toBe("an");
    expect(mentionQuery("@", 1)).toBe("");
    expect(mentionQuery("mail a@b", 8)).toBeNull();
    expect(mentionQuery("@ann done", 9)).toBeNull();
    expect(mentionQuery("no mention", 10)).toBeNull();
  });

  it("replaces the typed part with the picked name", () => {
    expect(insertMention("hi @an", 6, "Anna")).toEqual({ text: "hi @Anna ", caret: 9 });
    expect(insertMention("@ and more", 1, "Bo")).toEqual({ text: "@Bo  and more", caret: 4 });
  });

  it("sends only the mentions still in the text", () => {
    const picked = [
      { userId: 7, name: "Anna" },
      { userId: 8, name: "Bo" },
      { userId: null, name: "Everyone" },
    ];
    expect(mentionsOf("@Anna hello", picked)).toEqual({ userIds: [7], all: false });
    expect(mentionsOf("@Everyone @Bo @Bo", picked)).toEqual({ userIds: [8], all: true });
  });
});
