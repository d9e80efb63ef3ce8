import { ERRORS, GROUP_RIGHTS, type GroupRight } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { get, groupCall, groupText, makeAdmin, type Person, people } from "./helpers/groups.js";

/**
 * Every group call against every kind of caller: the owner, an admin holding only one right, an
 * admin holding every right but one, a plain member, an outsider and a removed member. Each call
 * is allowed or refused with its message, as GROUP_ACTIONS says.
 */

type Kind = "owner" | `with:${GroupRight}` | `without:${GroupRight}` | "member" | "outsider" | "removed";
/** What a call needs: a right, any member, any admin, the owner, or anyone who is or was a member. */
type Need = GroupRight | "member" | "admin" | "owner" | "memberOrFormer";

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
}

interface Call {
  name: string;
  need: Need;
  /** Pending applications the call needs, one per caller that may answer them. */
  applications?: boolean;
  run(scene: Scene, actor: Person): Promise<{ body: { success: boolean; code: number; msg: string } }>;
}

const CALLS: Call[] = [
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

beforeAll(async () => {
  // Hundreds of calls from one address in a minute: the per-address rate limit is not under test.
  app = await startTestApp({ MATCH_FEED: "none", RATE_LIMIT_MAX: "1000000" });
  const everyone = await people(app, KINDS.length + 16);
  cast = Object.fromEntries(KINDS.map((kind, i) => [kind, everyone[i]])) as Record<Kind, Person>;
  targets = everyone.slice(KINDS.length, KINDS.length + 8);
  applicants = everyone.slice(KINDS.length + 8);
});
afterAll(() => app?.close());

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
  for (const kind of KINDS) {
    if (kind.startsWith("with:") || kind.startsWith("without:"))
      await makeAdmin(t(), owner, groupId, cast[kind], rightsOf(kind));
  }
  await groupCall(t(), "group/kickGroup", { groupId, userIds: [removed.id] }, owner.token);
  const applications: number[] = [];
  if (withApplications) {
    const link = await groupCall(t(), "group/generation/url", { groupId }, owner.token);
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
  const scene: Scene = {
    groupId,
    people: cast,
    allowedNow: false,
    target: () => (scene.allowedNow ? targets[nextTarget++] : targets[0]) ?? outsider,
    application: () => (scene.allowedNow ? applications[nextApplication++] : applications[0]) ?? 0,
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
    // 12 admins already; 38 more make 50.
    for (const person of extra.slice(0, 38)) await makeAdmin(t(), cast.owner, s.groupId, person, ["invite"]);
    const over = await groupCall(
      t(),
      "groupAdminConfig/add",
      { groupId: s.groupId, userId: extra[38]?.id, rights: [] },
      cast.owner.token,
    );
    expect(over.body).toMatchObject({ code: ERRORS.adminLimit, msg: "The admin limit has been reached" });
  });
});
