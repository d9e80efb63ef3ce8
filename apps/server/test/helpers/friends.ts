import type { TestApp } from "./app.js";
import { call, register } from "./users.js";

export type Person = Awaited<ReturnType<typeof register>> & { id: number };

/** A freshly registered user with their id at hand. */
export async function person(t: TestApp, extra: Record<string, unknown> = {}): Promise<Person> {
  const user = await register(t, extra);
  return { ...user, id: Number(user.userInfo.uid) };
}

export async function get(t: TestApp, path: string, token?: string, lang = "en") {
  const res = await t.app.inject({
    method: "GET",
    url: `/web/${path}`,
    headers: { "language-config": lang, ...(token ? { authorization: token } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

export const apply = (t: TestApp, from: Person, to: Person, note = "", source = 1) =>
  call(t, "chat/applyFriend", { userId: to.id, note, source }, from.token);

/** `a` applies and `b` accepts: they are friends. */
export async function befriend(t: TestApp, a: Person, b: Person) {
  const applied = await apply(t, a, b);
  if (!applied.body.success) throw new Error(`apply failed: ${JSON.stringify(applied.body)}`);
  if (applied.body.data.status === "accepted") return;
  const accepted = await call(t, "chat/friend/accept", { id: applied.body.data.application.id }, b.token);
  if (!accepted.body.success) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
}

/** The `friend` events stored on a user's channel, oldest first. */
export async function friendEvents(t: TestApp, user: Person) {
  const events = await t.app.services.realtime.latest(`user:${user.id}`, 100);
  return events.filter((event) => event.kind === "friend").map((event) => event.data as { type: string });
}

/** Kinds of the user's system messages, newest first. */
export async function systemKinds(t: TestApp, user: Person): Promise<string[]> {
  const res = await call(t, "chat/messageManagement/message/list", { page: 1, pageSize: 50 }, user.token);
  return (res.body.data?.list ?? []).map((message: { kind: string }) => message.kind);
}
