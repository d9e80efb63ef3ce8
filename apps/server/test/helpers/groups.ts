import { randomUUID } from "node:crypto";
import type { TestApp } from "./app.js";
import { get, type Person, person } from "./friends.js";
import { call } from "./users.js";

export { get, type Person, person };

/** A group call under the chat base: `group/<path>` or `groupAdminConfig/<path>`. */
export const groupCall = (t: TestApp, path: string, body: unknown, token: string, lang = "en") =>
  call(t, `chat/${path}`, body, token, lang);

/** Creates a group of `owner` with `members`; its id (also its conversation's). */
export async function makeGroup(t: TestApp, owner: Person, members: readonly Person[], name = "Courtside fans") {
  const res = await groupCall(t, "group/create", { name, memberIds: members.map((m) => m.id) }, owner.token);
  if (!res.body.success) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return Number(res.body.data.group.group.id);
}

type Many<N extends number, R extends Person[] = []> = number extends N
  ? Person[]
  : R["length"] extends N
    ? R
    : Many<N, [...R, Person]>;

/** People, registered at once. */
export const people = <N extends number>(t: TestApp, n: N) =>
  Promise.all(Array.from({ length: n }, () => person(t))) as Promise<Many<N>>;

/** Sends a group text, with mentions if given. */
export const groupText = (
  t: TestApp,
  token: string,
  groupId: number,
  text: string,
  at?: { userIds?: number[]; all?: boolean },
) =>
  call(
    t,
    "chat/message/send",
    { conversationId: groupId, clientMsgId: randomUUID(), type: 101, content: { text, ...(at ? { at } : {}) } },
    token,
  );

/** Settings changes by the owner (or anyone) that must succeed. */
export async function setInfo(t: TestApp, token: string, groupId: number, fields: Record<string, unknown>) {
  const res = await groupCall(t, "group/set/info", { groupId, ...fields }, token);
  if (!res.body.success) throw new Error(`set/info failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Makes a member an admin with these rights. */
export async function makeAdmin(t: TestApp, owner: Person, groupId: number, admin: Person, rights: string[]) {
  const res = await groupCall(t, "groupAdminConfig/add", { groupId, userId: admin.id, rights }, owner.token);
  if (!res.body.success) throw new Error(`admin add failed: ${JSON.stringify(res.body)}`);
}

/** The tips (type 110) of a group as a member sees them, oldest first. */
export async function tips(t: TestApp, token: string, groupId: number) {
  const res = await call(t, "chat/message/after", { conversationId: groupId, afterSeq: 0, limit: 100 }, token);
  if (!res.body.success) throw new Error(`history failed: ${JSON.stringify(res.body)}`);
  return (res.body.data.messages as { type: number; content: { kind: string } }[])
    .filter((m) => m.type === 110)
    .map((m) => m.content);
}
