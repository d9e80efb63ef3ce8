import { ERRORS, GROUP_RIGHTS, type GroupRight } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "../src/modules/group/admin-repo.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { get, groupCall, groupText, makeAdmin, type Person, people } from "./helpers/groups.js";

/**
 * Every group call against every kind of caller: the owner, an admin holding only one right, an
 * admin holding every right but one, a plain member, an outsider and a removed member. Each call
 * is allowed or refused with its message, as GROUP_ACTIONS says.
 */

type Kind = "owner" | `with:${GroupRight}` | `without:${GroupRight}` | "member" | "outsider" | "removed";
/**
 * What a call needs: a right, any member, any admin, the owner, anyone who is or was a member, or
 * nothing of this group (calls about my groups in general, or made with the invite link).
 */
type Need = GroupRight | "member" | "admin" | "owner" | "memberOrFormer" | "anyone";

const KINDS: Kind[] = [
  "outsider",
  "removed",
  "member",
  ...GROUP_RIGHTS.map((r): Kind => `with:${r}`),
  ...GROUP_RIGHTS.map((r): Kind => `without:${r}`),
  // The owner goes last: dissolving or clearing must not change what the others met.
  "owner",
];

function rightsOf(kind: Kind): GroupRight[] {
  if (kind.startsWith("with:")) return GROUP_RIGHTS.filter((r) => `with:${r}` === kind);
  if (kind.startsWith("without:")) return GROUP_RIGHTS.filter((r) => `without:${r}` !== kind);
  return [];
}

function allowed(need: Need, kind: Kind): boolean {
  if (need === "anyone") return true;
  if (kind === "outsider") return false;
  if (kind === "removed") return need === "memberOrFormer";
  if (kind === "owner") return true;
  const admin = kind.startsWith("with:") || kind.startsWith("without:");
  if (need === "member" || need === "memberOrFormer") return true;
  if (need === "admin") return admin;
  if (need === "owner" || !admin) return false;
  return rightsOf(kind).includes(need);
}

function refusal(need: Need, kind: Kind): number {
  if (kind === "outsider") return ERRORS.groupNotFound;
  if (kind === "removed") return ERRORS.groupGone;
  if (need === "review") return ERRORS.noReviewPermission;
  if (need === "admin") return ERRORS.mentionAllNotAllowed;
  return ERRORS.noPermission;
}

interface Scene {
  groupId: number;
  people: Record<Kind, Person>;
  /** Whether the caller about to call may (a refused caller aims at a decoy, leaving the rest untouched). */
  allowedNow: boolean;
  /** A plain member nobody else acts on, for calls aimed at someone. */
  target(): Person;
  /** A pending application nobody else answers. */
  application(): number;
  /** Someone in no group of the scene, for calls that bring a person in. */
  stranger(): Person;
  /** The code of the group's invite link. */
  code: string;
}

interface Call {
  name: string;
  need: Need;
  /** Pending applications the call needs, one per caller that may answer them. */
  applications?: boolean;
  run(scene: Scene, actor: Person): Promise<{ body: { success: boolean; code: number; msg: string } }>;
}

/** The group's own answer to `inviteUserToGroups` (the call itself answers for every group), as a call's. */
async function inviteToGroup(s: Scene, actor: Person) {
  const res = await groupCall(
    t(),
    "group/inviteUserToGroups",
    { userId: s.stranger().id, groupIds: [s.groupId] },
    actor.token,
  );
  if (!res.body.success) return res;
  const [answer] = res.body.data.list;
  expect(answer.groupId).toBe(s.groupId);
  return { body: { success: answer.status !== "refused", code: answer.code, msg: answer.msg } };
}

const CALLS: Call[] = [
  {
    name: "create",
    need: "anyone",
    run: (s, a) => groupCall(t(), "group/create", { memberIds: [s.people.outsider.id, s.people.member.id] }, a.token),
  },
  { name: "list", need: "anyone", run: (_s, a) => groupCall(t(), "group/list", {}, a.token) },
  { name: "exitReasonList", need: "anyone", run: (_s, a) => get(t(), "chat/group/exitReasonList", a.token) },
  {
    name: "invite/user/able",
    need: "anyone",
    run: (s, a) => get(t(), `chat/group/invite/user/able/${s.people.outsider.id}`, a.token),
  },
  {
    name: "get/code/info",
    need: "anyone",
    run: (s, a) => get(t(), `chat/group/get/code/info?code=${s.code}`, a.token),
  },
  {
    name: "join",
    need: "anyone",
    run: (s, a) => groupCall(t(), "group/join", { code: s.code, reason: "let me in" }, a.token),
  },
  { name: "config/group", need: "member", run: (s, a) => get(t(), `chat/group/config/group/${s.groupId}`, a.token) },
  {
    name: "member/list",
    need: "member",
    run: (s, a) => groupCall(t(), "group/member/list", { groupId: s.groupId }, a.token),
  },
  { name: "msg/max", need: "member", run: (s, a) => groupCall(t(), "group/msg/max", { groupId: s.groupId }, a.token) },
  {
    name: "msg/readCount",
    need: "member",
    run: (s, a) => groupCall(t(), "group/msg/readCount", { groupId: s.groupId, seqs: [1] }, a.token),
  },
  {
    name: "msg/readers",
    need: "member",
    run: (s, a) => groupCall(t(), "group/msg/readers", { groupId: s.groupId, seq: 1 }, a.token),
  },
  {
    name: "groupAdminConfig/getOne",
    need: "member",
    run: (s, a) => get(t(), `chat/groupAdminConfig/getOne/${s.groupId}/${s.people.owner.id}`, a.token),
  },
  {
    name: "groupAdminConfig/getMyConfig",
    need: "member",
    run: (s, a) => get(t(), `chat/groupAdminConfig/getMyConfig/${s.groupId}`, a.token),
  },
  {
    name: "set/info nickname",
    need: "member",
    run: (s, a) => groupCall(t(), "group/set/info", { groupId: s.groupId, nickname: "me here" }, a.token),
  },
  {
    name: "inviteJoinGroup",
    need: "member",
    run: (s, a) => groupCall(t(), "group/inviteJoinGroup", { groupId: s.groupId, userIds: [s.target().id] }, a.token),
  },
  { name: "inviteUserToGroups", need: "member", run: inviteToGroup },
  {
    name: "filterGroupInviteAppNumber",
    need: "member",
    run: (s, a) =>
      groupCall(
        t(),
        "group/filterGroupInviteAppNumber",
        { groupId: s.groupId, userIds: [s.people.outsider.id] },
        a.token,
      ),
  },
  {
    name: "message send",
    need: "member",
    run: (s, a) => groupText(t(), a.token, s.groupId, "hello group"),
  },
  {
    name: "exit",
    need: "member",
    run: (s, a) => groupCall(t(), "group/exit", { groupId: s.groupId, reasonId: 2 }, a.token),
  },
  {
    name: "join/info",
    need: "memberOrFormer",
    run: (s, a) => get(t(), `chat/group/join/info/${s.groupId}`, a.token),
  },
  {
    name: "mention everyone",
    need: "admin",
    run: (s, a) => groupText(t(), a.token, s.groupId, "@all listen", { all: true }),
  },
  {
    name: "set/info name",
    need: "info",
    run: (s, a) => groupCall(t(), "group/set/info", { groupId: s.groupId, name: `renamed by ${a.id}` }, a.token),
  },
  {
    name: "set/info announcement",
    need: "info",
    run: (s, a) => groupCall(t(), "group/set/info", { groupId: s.groupId, announcement: `note ${a.id}` }, a.token),
  },
  {
    name: "set/info avatar",
    need: "info",
    run: (s, a) => groupCall(t(), "group/set/info", { groupId: s.groupId, avatar: null }, a.token),
  },
  {
    name: "set/info joinVerification",
    need: "info",
    run: (s, a) => groupCall(t(), "group/set/info", { groupId: s.groupId, joinVerification: true }, a.token),
  },
  {
    name: "set/info muteAll",
    need: "mute",
    run: (s, a) => groupCall(t(), "group/set/info", { groupId: s.groupId, muteAll: false }, a.token),
  },
  {
    name: "mute",
    need: "mute",
    run: (s, a) => groupCall(t(), "group/mute", { groupId: s.groupId, userId: s.target().id, hours: 1 }, a.token),
  },
  {
    name: "kickGroup",
    need: "remove",
    run: (s, a) => groupCall(t(), "group/kickGroup", { groupId: s.groupId, userIds: [s.target().id] }, a.token),
  },
  {
    name: "del_user_msg",
    need: "deleteMessages",
    run: (s, a) => groupCall(t(), "group/del_user_msg", { groupId: s.groupId, userId: s.target().id }, a.token),
  },
  {
    name: "application/response",
    need: "review",
    applications: true,
    run: (s, a) =>
      groupCall(t(), "group/application/response", { applicationId: s.application(), agree: true }, a.token),
  },
  {
    name: "application/list",
    need: "review",
    run: (s, a) => groupCall(t(), "group/application/list", { groupId: s.groupId }, a.token),
  },
  {
    name: "generation/url",
    need: "invite",
    run: (s, a) => groupCall(t(), "group/generation/url", { groupId: s.groupId }, a.token),
  },
  {
    name: "set/url",
    need: "invite",
    run: (s, a) => groupCall(t(), "group/set/url", { groupId: s.groupId, maxUses: 10 }, a.token),
  },
  {
    name: "generation/qrcode",
    need: "invite",
    run: (s, a) => groupCall(t(), "group/generation/qrcode", { groupId: s.groupId }, a.token),
  },
  {
    name: "set/info memberLimit",
    need: "owner",
    run: (s, a) => groupCall(t(), "group/set/info", { groupId: s.groupId, memberLimit: 500 }, a.token),
  },
  {
    name: "groupAdminConfig/add",
    need: "owner",
    run: (s, a) =>
      groupCall(t(), "groupAdminConfig/add", { groupId: s.groupId, userId: s.target().id, rights: ["mute"] }, a.token),
  },
  {
    name: "groupAdminConfig/edit",
    need: "owner",
    run: (s, a) =>
      groupCall(
        t(),
        "groupAdminConfig/edit",
        { groupId: s.groupId, userId: s.people["with:info"].id, rights: ["info", "mute"] },
        a.token,
      ),
  },
  {
    name: "groupAdminConfig/remove",
    need: "owner",
    run: (s, a) => groupCall(t(), `groupAdminConfig/remove/${s.groupId}/${s.people["with:mute"].id}`, {}, a.token),
  },
  {
    name: "clear/msg/all",
    need: "owner",
    run: (s, a) => groupCall(t(), "group/clear/msg/all", { groupId: s.groupId }, a.token),
  },
  { name: "dismiss", need: "owner", run: (s, a) => groupCall(t(), "group/dismiss", { groupId: s.groupId }, a.token) },
];

let app: TestApp | undefined;
const t = () => {
  if (!app) throw new Error("the suite's app has not started");
  return app;
};
let cast: Record<Kind, Person>;
let targets: Person[];
let applicants: Person[];
let strangers: Person[];

beforeAll(async () => {
  // Hundreds of calls from one address in a minute: the per-address rate limit is not under test.
  app = await startTestApp({ MATCH_FEED: "none", RATE_LIMIT_MAX: "1000000" });
  const everyone = await people(app, 2 * KINDS.length + 16);
  cast = Object.fromEntries(KINDS.map((kind, i) => [kind, everyone[i]])) as Record<Kind, Person>;
  targets = everyone.slice(KINDS.length, KINDS.length + 8);
  applicants = everyone.slice(KINDS.length + 8, KINDS.length + 16);
  strangers = everyone.slice(KINDS.length + 16);
});
afterAll(() => app?.close());

/**
 * Admins of the owner's group written to the database in one transaction: appointing the scene's
 * twelve through the API, call by call, took two thirds of the file's time, and appointing is a
 * row of the table of its own.
 */
async function adminsInDatabase(groupId: number, admins: readonly { person: Person; rights: GroupRight[] }[]) {
  await t().db.transaction(async (tx) => {
    for (const { person, rights } of admins) await setAdmin(tx, groupId, person.id, rights, cast.owner.id);
  });
}

/** A fresh group with every kind of caller in place (the removed member removed, applications filed). */
async function scene(withApplications: boolean): Promise<Scene> {
  const { owner, outsider, removed } = cast;
  const members = KINDS.filter((k) => k !== "owner" && k !== "outsider").map((k) => cast[k]);
  const res = await groupCall(
    t(),
    "group/create",
    { name: "rights", memberIds: [...members, ...targets].map((p) => p.id) },
    owner.token,
  );
  if (!res.body.success) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  const groupId = Number(res.body.data.group.group.id);
  await adminsInDatabase(
    groupId,
    KINDS.filter((kind) => kind.startsWith("with:") || kind.startsWith("without:")).map((kind) => ({
      person: cast[kind],
      rights: rightsOf(kind),
    })),
  );
  await groupCall(t(), "group/kickGroup", { groupId, userIds: [removed.id] }, owner.token);
  const link = await groupCall(t(), "group/generation/url", { groupId }, owner.token);
  const applications: number[] = [];
  if (withApplications) {
    for (const applicant of applicants) {
      const applied = await groupCall(
        t(),
        "group/join",
        { code: link.body.data.code, reason: "let me in" },
        applicant.token,
      );
      applications.push(Number(applied.body.data.application.id));
    }
  }
  let nextTarget = 1;
  let nextApplication = 1;
  let nextStranger = 1;
  const scene: Scene = {
    groupId,
    people: cast,
    allowedNow: false,
    target: () => (scene.allowedNow ? targets[nextTarget++] : targets[0]) ?? outsider,
    application: () => (scene.allowedNow ? applications[nextApplication++] : applications[0]) ?? 0,
    stranger: () => (scene.allowedNow ? strangers[nextStranger++] : strangers[0]) ?? outsider,
    code: String(link.body.data.code),
  };
  return scene;
}

describe("group rights, call by call", () => {
  it.each(CALLS.map((call) => [call.name, call] as const))("%s", async (_name, call) => {
    const s = await scene(call.applications ?? false);
    const results: string[] = [];
    const expected: string[] = [];
    for (const kind of KINDS) {
      const ok = allowed(call.need, kind);
      s.allowedNow = ok;
      const res = await call.run(s, cast[kind]);
      // The owner cannot leave a group that still runs: the one refusal of an allowed call.
      const want =
        call.name === "exit" && kind === "owner"
          ? `refused ${ERRORS.ownerCannotExit}`
          : ok
            ? "allowed"
            : `refused ${refusal(call.need, kind)}`;
      expected.push(`${kind}: ${want}`);
      results.push(`${kind}: ${res.body.success ? "allowed" : `refused ${res.body.code}`}`);
      if (!res.body.success) expect(res.body.msg, `${call.name} by ${kind}`).toBeTruthy();
    }
    expect(results).toEqual(expected);
  });

  it("shows each caller of the calls anyone may make where they stand in the group", async () => {
    const s = await scene(false);
    /** This group's item in a list of mine (`group/list` gives my role, `invite/user/able` the ability). */
    const here = (list: { group: { id: number }; role?: number; status?: string }[]) =>
      list.find((item) => item.group.id === s.groupId);
    const seen: string[] = [];
    for (const kind of ["outsider", "removed", "member", "without:invite", "with:invite", "owner"] as const) {
      const { token } = cast[kind];
      const mine = here((await groupCall(t(), "group/list", {}, token)).body.data.list);
      const able = here((await get(t(), `chat/group/invite/user/able/${s.stranger().id}`, token)).body.data.list);
      const link = await get(t(), `chat/group/get/code/info?code=${s.code}`, token);
      const join = await groupCall(t(), "group/join", { code: s.code, reason: "let me in" }, token);
      seen.push(
        `${kind}: role ${mine?.role ?? "-"}, able ${able?.status ?? "-"}, link ${link.body.data.status}, join ${join.body.data.status}`,
      );
    }
    // Outsiders and removed members do not see the group among theirs; through the link they apply.
    expect(seen).toEqual([
      "outsider: role -, able -, link none, join pending",
      "removed: role -, able -, link none, join pending",
      "member: role 3, able apply, link member, join member",
      "without:invite: role 2, able apply, link member, join member",
      "with:invite: role 2, able invite, link member, join member",
      "owner: role 1, able invite, link member, join member",
    ]);
  });

  it("lets admins act on plain members only, and nobody on the owner", async () => {
    const s = await scene(false);
    const admin = cast["with:remove"];
    const other = cast["with:mute"];
    for (const [path, body] of [
      ["group/kickGroup", { groupId: s.groupId, userIds: [other.id] }],
      ["group/kickGroup", { groupId: s.groupId, userIds: [cast.owner.id] }],
    ] as const) {
      expect((await groupCall(t(), path, body, admin.token)).body.code).toBe(ERRORS.groupCannotActOn);
    }
    const muter = cast["without:remove"];
    const mute = (userId: number, who: Person) =>
      groupCall(t(), "group/mute", { groupId: s.groupId, userId, hours: 12 }, who.token);
    expect((await mute(other.id, muter)).body.code).toBe(ERRORS.groupCannotActOn);
    expect((await mute(cast.owner.id, muter)).body.code).toBe(ERRORS.groupCannotActOn);
    expect((await mute(cast.owner.id, cast.owner)).body.code).toBe(ERRORS.groupCannotActOn);
    // The owner acts on admins, and cannot be demoted.
    expect((await mute(other.id, cast.owner)).body.success).toBe(true);
    const demote = await groupCall(t(), `groupAdminConfig/remove/${s.groupId}/${cast.owner.id}`, {}, cast.owner.token);
    expect(demote.body.code).toBe(ERRORS.groupCannotActOn);
    const mine = await get(t(), `chat/groupAdminConfig/getMyConfig/${s.groupId}`, cast.owner.token);
    expect(mine.body.data).toMatchObject({ role: 1, rights: [...GROUP_RIGHTS] });
    const theirs = await get(t(), `chat/groupAdminConfig/getOne/${s.groupId}/${admin.id}`, cast.member.token);
    expect(theirs.body.data).toMatchObject({ role: 2, rights: ["remove"] });
  });

  it("holds at most 50 admins", async () => {
    const s = await scene(false);
    const extra = await people(t(), 40);
    await groupCall(
      t(),
      "group/inviteJoinGroup",
      { groupId: s.groupId, userIds: extra.map((p) => p.id) },
      cast.owner.token,
    );
    // 12 admins already; 37 more written to the database make 49, and the owner appoints the 50th.
    await adminsInDatabase(
      s.groupId,
      extra.slice(0, 37).map((person) => ({ person, rights: ["invite"] })),
    );
    const fiftieth = extra[37];
    if (!fiftieth) throw new Error("too few people");
    await makeAdmin(t(), cast.owner, s.groupId, fiftieth, ["invite"]);
    const over = await groupCall(
      t(),
      "groupAdminConfig/add",
      { groupId: s.groupId, userId: extra[38]?.id, rights: [] },
      cast.owner.token,
    );
    expect(over.body).toMatchObject({ code: ERRORS.adminLimit, msg: "The admin limit has been reached" });
  });
});
