import { randomUUID } from "node:crypto";
import type { TestApp } from "./app.js";
import { call, register } from "./users.js";

export type Person = Awaited<ReturnType<typeof register>> & { id: number };

export async function person(t: TestApp): Promise<Person> {
  const account = await register(t);
  return { ...account, id: Number(account.userInfo.uid) };
}

/** Two people and the single conversation between them. */
export async function pair(t: TestApp) {
  const a = await person(t);
  const b = await person(t);
  const opened = await call(t, "chat/conversation/open", { userId: b.id }, a.token);
  if (!opened.body.success) throw new Error(`open failed: ${JSON.stringify(opened.body)}`);
  return { a, b, conversationId: Number(opened.body.data.id) };
}

/** Sends a text over HTTP and returns the envelope. */
export async function sendText(
  t: TestApp,
  token: string,
  conversationId: number,
  text: string,
  clientMsgId: string = randomUUID(),
) {
  return call(t, "chat/message/send", { conversationId, clientMsgId, type: 101, content: { text } }, token);
}

/** Sends a text that must be stored; its seq. */
export async function say(t: TestApp, token: string, conversationId: number, text: string): Promise<number> {
  const res = await sendText(t, token, conversationId, text);
  if (!res.body.success) throw new Error(`send failed: ${JSON.stringify(res.body)}`);
  return Number(res.body.data.message.seq);
}

export async function conversationOf(t: TestApp, token: string, conversationId: number) {
  const res = await call(t, "chat/conversation/get", { conversationId }, token);
  if (!res.body.success) throw new Error(`get failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function unreadTotal(t: TestApp, token: string): Promise<number> {
  return Number((await call(t, "chat/unread", {}, token)).body.data.unreadTotal);
}
