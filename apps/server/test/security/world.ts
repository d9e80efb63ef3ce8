import { randomInt } from "node:crypto";
import { z } from "zod";
import { approvedAnchor } from "../anchor-fixtures.js";
import { SECURITY_CODE, superAdmin, uploadImage } from "../helpers/admin.js";
import type { TestApp } from "../helpers/app.js";
import { importFixtures } from "../helpers/matches.js";
import { register } from "../helpers/users.js";
import { fund } from "../wallet-fixtures.js";

/**
 * A client address of the suite's own: it sends thousands of requests, and runs sharing one Redis
 * must not see them in their own per-address counts.
 */
export const SUITE_ADDRESS = `10.66.${randomInt(250)}.${randomInt(250)}`;

const succeeded = z.object({ success: z.literal(true), data: z.unknown() });

export interface Reply {
  status: number;
  contentType: string;
  body: unknown;
  raw: string;
}

export interface Send {
  method?: string;
  url: string;
  body?: unknown;
  token?: string | undefined;
  headers?: Record<string, string>;
}

/** One request from the suite's address; the body is sent as JSON exactly as given. */
export async function send(t: TestApp, req: Send): Promise<Reply> {
  const res = await t.app.inject({
    method: req.method ?? "POST",
    url: req.url,
    remoteAddress: SUITE_ADDRESS,
    headers: {
      "language-config": "en",
      ...(req.body === undefined ? {} : { "content-type": "application/json" }),
      ...(req.token ? { authorization: req.token } : {}),
      ...req.headers,
    },
    ...(req.body === undefined ? {} : { payload: JSON.stringify(req.body) }),
  });
  const contentType = String(res.headers["content-type"] ?? "");
  let body: unknown = null;
  if (contentType.includes("application/json")) body = JSON.parse(res.body);
  return { status: res.statusCode, contentType, body, raw: res.body.slice(0, 500) };
}

/**
 * The people of the suite: a victim anchor who owns one of everything (room, photo, update, live
 * cover, common phrase, booking, coins, a muted viewer), an attacker who is an anchor too (so the
 * anchor-only code paths are reached), and a super admin.
 */
export async function buildWorld(t: TestApp) {
  const victim = await approvedAnchor(t);
  const attacker = await approvedAnchor(t);
  const bystander = await register(t);
  const admin = await superAdmin(t);
  await fund(t, victim.id, 500);
  await fund(t, attacker.id, 500);

  const victimDoes = async (path: string, body: unknown) => {
    const res = await send(t, { url: `/web/${path}`, body, token: victim.token });
    const parsed = succeeded.safeParse(res.body);
    if (!parsed.success) throw new Error(`${path} failed while building the world: ${res.raw}`);
    return parsed.data.data;
  };
  const idOf = (data: unknown) => z.object({ id: z.number() }).parse(data).id;

  const photo = idOf(await victimDoes("web_anchor/addImage", { url: await uploadImage(t, victim.token) }));
  const note = idOf(await victimDoes("web_anchor/addNote", { content: "Match day notes" }));
  const cover = idOf(
    await victimDoes("web_anchor/AddLiveCover", { region: "TW", image: await uploadImage(t, victim.token) }),
  );
  const phrase = idOf(await victimDoes("chat/appUserFrequently/add", { text: "Great goal!" }));
  const { ids } = await importFixtures(t, [30]);
  const matchId = ids[0] ?? 0;
  await victimDoes("web_race/web_race_appoint", { matchId });
  await victimDoes("chat-room/mute", {
    roomId: victim.id,
    userId: Number(bystander.userInfo.uid),
    duration: 30,
  });

  return {
    victim,
    attacker,
    bystander: { ...bystander, id: Number(bystander.userInfo.uid) },
    admin: { ...admin, headers: { "x-security-code": SECURITY_CODE } },
    owned: { photo, note, cover, phrase, matchId },
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

/** What the victim sees of their own data; any attack that changes it is a finding. */
export async function snapshot(t: TestApp, w: World): Promise<Record<string, unknown>> {
  const { victim } = w;
  const views: [string, unknown][] = [
    ["web_anchor/anchor_user", {}],
    ["wallet/info", {}],
    ["wallet/history", {}],
    ["web_anchor/anchor_house_config_details", {}],
    ["chat/appUserFrequently/listAll", {}],
    ["web_anchor/imageList", { anchorId: victim.id }],
    ["web_anchor/noteList", { anchorId: victim.id }],
    ["web_anchor/GetLiveCoverPage", {}],
    ["web_race/race_data_appoint", {}],
    ["web_my/my_follows", {}],
    ["chat-room/people", { roomId: victim.id }],
    ["web_anchor/anchor_apply_for_details", {}],
  ];
  const result: Record<string, unknown> = {};
  for (const [path, body] of views) {
    const reply = await send(t, { url: `/web/${path}`, body, token: victim.token });
    // A refused view would compare equal before and after and hide a change.
    const view = succeeded.safeParse(reply.body);
    if (!view.success) throw new Error(`the victim cannot see ${path}: ${reply.raw}`);
    result[path] = view.data.data;
  }
  return result;
}

/**
 * Calls on resources the victim owns, made with the attacker's token. Each must be refused and
 * leave the victim's data as it was.
 */
export function ownedResourceCalls(w: World): [string, unknown][] {
  const { victim, owned, bystander } = w;
  const room = victim.id;
  return [
    ["web_anchor/deleteImage", { id: owned.photo }],
    ["web_anchor/deleteNote", { id: owned.note }],
    ["web_anchor/EditLiveCover", { id: owned.cover, shown: false }],
    ["web_anchor/DelLiveCoverPage", { id: owned.cover }],
    ["chat/appUserFrequently/edit", { id: owned.phrase, text: "taken over" }],
    ["chat/appUserFrequently/delete", { id: owned.phrase }],
    ["chat/appUserFrequently/batchEditSort", { ids: [owned.phrase] }],
    ["chat-room/unmute", { roomId: room, userId: bystander.id }],
    ["chat-room/mute", { roomId: room, userId: victim.id, duration: 60 }],
    ["chat-room/mute_all", { roomId: room, on: true }],
    ["web_anchor/clear_msg", { roomId: room }],
    ["chat-room/message/delete", { roomId: room, seq: 1 }],
    ["web_anchor/stop_chat", { roomId: room, userId: bystander.id, flag: 1 }],
    ["chat-room/people", { roomId: room }],
  ];
}
