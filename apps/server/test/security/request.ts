import { randomInt } from "node:crypto";
import type { ERRORS } from "@courtside/protocol";
import type { InjectOptions } from "fastify";
import { z } from "zod";
import type { TestApp } from "../helpers/app.js";

/**
 * A client address of the suite's own: it sends thousands of requests, and runs sharing one Redis
 * must not see them in their own per-address counts.
 */
export const SUITE_ADDRESS = `10.66.${randomInt(250)}.${randomInt(250)}`;

export const succeeded = z.object({ success: z.literal(true), data: z.unknown() });

export interface Reply {
  status: number;
  contentType: string;
  body: unknown;
  raw: string;
}

export interface Send {
  method?: InjectOptions["method"];
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
 * A call of the cross-account lists: a path under `/web/`, POST with a JSON body unless GET.
 * `refusal` is the error the attacker must get, so a call refused for another reason (its input, a
 * rate limit) does not pass for a closed door.
 */
export interface Call {
  method?: "GET" | "POST";
  path: string;
  body?: unknown;
  refusal?: keyof typeof ERRORS;
}

/** How a call is named in findings and snapshots. */
export const labelOf = (call: Call) => `${call.method ?? "POST"} /web/${call.path} ${JSON.stringify(call.body ?? {})}`;

/** Makes a call as someone. */
export const sendCall = (t: TestApp, call: Call, token: string) =>
  send(t, {
    method: call.method ?? "POST",
    url: `/web/${call.path}`,
    body: call.method === "GET" ? undefined : (call.body ?? {}),
    token,
  });

/** Someone of the suite: a signed-in account and its id. */
export interface Account {
  id: number;
  token: string;
}

/** Makes a call that must succeed (setting up the world, or the victim looking at it); its data. */
export async function must(t: TestApp, who: Account, call: Call): Promise<unknown> {
  const reply = await sendCall(t, call, who.token);
  const parsed = succeeded.safeParse(reply.body);
  if (!parsed.success) throw new Error(`${call.path} failed for user ${who.id}: ${reply.raw}`);
  return parsed.data.data;
}

/** The `id` of an answer's data. */
export const idOf = (data: unknown) => z.object({ id: z.number() }).parse(data).id;

/**
 * Text only the victim and the people they chat with may read. Every reply to the attacker is
 * searched for it: a refusal, or a search of someone else's conversation, must not carry it.
 */
export const PRIVATE_TEXT = "zqprivate7f3 match plan";
