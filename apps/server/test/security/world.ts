import { approvedAnchor } from "../anchor-fixtures.js";
import { SECURITY_CODE, superAdmin } from "../helpers/admin.js";
import type { TestApp } from "../helpers/app.js";
import { person } from "../helpers/friends.js";
import { fund } from "../wallet-fixtures.js";
import { chat } from "./owned/chat.js";
import { type Built, build, type Cast } from "./owned/domain.js";
import { friends } from "./owned/friends.js";
import { groups } from "./owned/groups.js";
import { notices } from "./owned/notices.js";
import { push } from "./owned/push.js";
import { room } from "./owned/room.js";
import { space } from "./owned/space.js";
import { type Call, labelOf, must } from "./request.js";

export { type Reply, SUITE_ADDRESS, send } from "./request.js";

/**
 * The people of the suite: a victim anchor who owns one of everything (see `owned/`), an attacker
 * who is an anchor too (so the anchor-only code paths are reached), the victim's friend, a
 * bystander, a pest on the victim's blacklist, and a super admin.
 */
export async function buildWorld(t: TestApp) {
  const victim = await approvedAnchor(t);
  const attacker = await approvedAnchor(t);
  const cast: Cast = { victim, attacker, friend: await person(t), bystander: await person(t), pest: await person(t) };
  const admin = await superAdmin(t);
  await fund(t, victim.id, 500);
  await fund(t, attacker.id, 500);
  // One after the other, in this order: the friendship comes before the friend's chat and group.
  const owned: Built[] = [
    await build(t, cast, space),
    await build(t, cast, friends),
    await build(t, cast, chat),
    await build(t, cast, groups),
    await build(t, cast, notices),
    await build(t, cast, room),
    await build(t, cast, push),
  ];
  return { ...cast, admin: { ...admin, headers: { "x-security-code": SECURITY_CODE } }, owned };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

/**
 * What the victim sees of their own data, and what the store holds where they see nothing; any
 * attack that changes it is a finding.
 */
export async function snapshot(t: TestApp, w: World): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const domain of w.owned) {
    // A refused view would compare equal before and after and hide a change: `must` throws.
    for (const view of domain.views) result[`${domain.name}: ${labelOf(view)}`] = await must(t, w.victim, view);
    result[`${domain.name}: stored`] = await domain.stored(t);
  }
  return result;
}

/**
 * Calls on resources the victim owns, made with the attacker's token. Each must be refused (with
 * its `refusal` when given) and leave the victim's data as it was.
 */
export const ownedResourceCalls = (w: World): Call[] => w.owned.flatMap((domain) => domain.refused);

/**
 * Calls naming the victim's things that by design act on the caller's own data only: made with the
 * attacker's token, they may succeed but must reveal and change nothing of the victim's.
 */
export const callerScopedCalls = (w: World): Call[] => w.owned.flatMap((domain) => domain.scoped);
