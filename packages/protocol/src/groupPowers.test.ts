import { describe, expect, it } from "vitest";
import { GROUP_ACTIONS, groupActionsOf, groupMayActOn, groupMayDo, groupRightsOf } from "./groupPowers.js";
import { GROUP_RIGHTS, GROUP_ROLE } from "./schemas/group.js";

const { owner, admin, member } = GROUP_ROLE;

describe("group powers", () => {
  it("gives the owner every action and every right", () => {
    expect(groupActionsOf(owner, [])).toEqual(Object.keys(GROUP_ACTIONS));
    expect(groupRightsOf(owner, [])).toEqual([...GROUP_RIGHTS]);
  });

  it("gives an admin exactly the rights the owner gave, and no owner-only action", () => {
    expect(groupMayDo(admin, ["mute"], "muteMember")).toBe(true);
    expect(groupMayDo(admin, ["mute"], "muteAll")).toBe(true);
    expect(groupMayDo(admin, ["mute"], "removeMember")).toBe(false);
    expect(groupMayDo(admin, [...GROUP_RIGHTS], "dissolve")).toBe(false);
    expect(groupMayDo(admin, [...GROUP_RIGHTS], "manageAdmins")).toBe(false);
    expect(groupMayDo(admin, [], "mentionAll")).toBe(true);
    expect(groupRightsOf(admin, ["review", "invite"])).toEqual(["review", "invite"]);
  });

  it("lets a plain member do what any member may, nothing more", () => {
    expect(groupActionsOf(member, [...GROUP_RIGHTS])).toEqual(["view", "setNickname", "invite"]);
    expect(groupRightsOf(member, ["info"])).toEqual([]);
    expect(groupMayDo(0, [], "view")).toBe(false);
  });

  it("lets admins act on plain members only, and nobody on the owner", () => {
    expect(groupMayActOn(owner, admin)).toBe(true);
    expect(groupMayActOn(owner, owner)).toBe(false);
    expect(groupMayActOn(admin, member)).toBe(true);
    expect(groupMayActOn(admin, admin)).toBe(false);
    expect(groupMayActOn(admin, owner)).toBe(false);
    expect(groupMayActOn(member, member)).toBe(false);
  });
});
