import { ERRORS, errorEnvelopeSchema, TOKEN_INVALID_CODES } from "@courtside/protocol";
import fc from "fast-check";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestApp, type TestApp } from "../helpers/app.js";
import { EXAMPLES, PUBLIC } from "./expectations.js";
import { edgeBodies, edgeParams, hostileBody, hostileParam } from "./hostile.js";
import { type Call, labelOf, PRIVATE_TEXT, sendCall } from "./request.js";
import { exampleOf, flatten, type Route, routeKey, routesOf, urlOf } from "./schema.js";
import { buildWorld, callerScopedCalls, ownedResourceCalls, type Reply, send, snapshot, type World } from "./world.js";

/**
 * Keeps the API closed: every route of the OpenAPI document is called without a token, with forged
 * tokens, with another user's token on what that user does not own, and with malformed input from
 * fast-check. Whatever arrives, the answer is the envelope, never a server error, and the victim's
 * data stays as it was. A route added later is swept the same way without touching this file,
 * unless it is public (add it to PUBLIC) or needs an example its schema cannot express.
 *
 * Not in the document, so not swept here: the websocket `/web/ws` (its frames are validated and
 * refused by the gateway, see gateway.test.ts; a plain request to it is in envelope-edges.test.ts),
 * `/web/openapi.json` (a constant document) and the built web app at `/` (static files, which the
 * test app does not build).
 */

/** Tokens that must never pass for a user. */
async function forgedTokens(w: World): Promise<[string, string][]> {
  const claims = { sid: "00000000-0000-4000-8000-000000000000" };
  const wrongKey = await new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(w.victim.id))
    .setIssuer("courtside")
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("not the server's secret, not at all"));
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${b64({ alg: "none", typ: "JWT" })}.${b64({ ...claims, sub: String(w.victim.id), iss: "courtside" })}.`;
  const [header, payload, signature] = w.attacker.token.split(".");
  const claimsOfAttacker = z
    .record(z.string(), z.unknown())
    .parse(JSON.parse(Buffer.from(payload ?? "", "base64url").toString()));
  const swapped = `${header}.${b64({ ...claimsOfAttacker, sub: String(w.victim.id) })}.${signature}`;
  return [
    ["garbage", "not-a-token"],
    ["signed with another key", wrongKey],
    ["unsigned (alg none)", unsigned],
    ["real signature, subject swapped to the victim", swapped],
    ["bearer prefix only", "Bearer "],
    ["very long", `Bearer ${"a".repeat(8_000)}`],
  ];
}

/** Each sweep calls every route; on a busy machine that takes longer than one ordinary test. */
const SWEEP = { timeout: 180_000 };

let t: TestApp;
let w: World;
let routes: Route[];
let before: Record<string, unknown>;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_MAX: "1000000" });
  w = await buildWorld(t);
  await t.app.ready();
  routes = routesOf(t.app.swagger());
  before = await snapshot(t, w);
}, 120_000);
afterAll(() => t.close());

const isAdmin = (route: Route) => route.path.startsWith("/web/admin/");
const example = (route: Route) => EXAMPLES[routeKey(route)] ?? {};
const bodyOf = (route: Route) => example(route).body ?? (route.body ? exampleOf(route.body) : undefined);
const paramsOf = (route: Route) =>
  example(route).params ?? Object.fromEntries(route.params.map((p) => [p.name, String(exampleOf(p.schema))]));
const queryOf = (route: Route) =>
  example(route).query ?? Object.fromEntries(route.query.map((p) => [p.name, String(exampleOf(p.schema))]));
/** Logging out ends the session the sweep runs under; it reads no input, and the login tests cover it. */
const ENDS_SESSION = "POST /web/web_user/web_logout";

/** The route called with its example, as someone (or no one). */
function call(route: Route, who: { token?: string; headers?: Record<string, string> } = {}, body = bodyOf(route)) {
  return send(t, {
    method: route.method,
    url: urlOf(route, paramsOf(route), queryOf(route)),
    body: route.method === "GET" ? undefined : (body ?? {}),
    token: who.token,
    ...(who.headers ? { headers: who.headers } : {}),
  });
}

/** Why a reply breaks the rules, or null: no server error, and the envelope whenever JSON or a failure. */
function problem(reply: Reply): string | null {
  if (reply.status >= 500) return `server error ${reply.status}: ${reply.raw}`;
  const mustBeEnvelope = reply.status >= 400 || reply.contentType.includes("application/json");
  if (mustBeEnvelope && !errorEnvelopeSchema.safeParse(reply.body).success) {
    return `not the envelope (${reply.status} ${reply.contentType}): ${reply.raw}`;
  }
  return null;
}
const codeOf = (reply: Reply) => errorEnvelopeSchema.safeParse(reply.body).data?.code;
/** Query values are encoded by the suite, so they are given decoded (raw text when not decodable). */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
/** Who the malformed input comes from: the attacker, or the super admin (with the code) on admin routes. */
const callerFor = (route: Route): { token: string; headers?: Record<string, string> } =>
  isAdmin(route) ? { token: w.admin.token, headers: w.admin.headers } : { token: w.attacker.token };

describe("the routes of the OpenAPI document", SWEEP, () => {
  it("are all here, and every public route is still in the document", () => {
    expect(routes.length).toBeGreaterThan(100);
    const keys = new Set(routes.map(routeKey));
    expect([...PUBLIC].filter((key) => !keys.has(key))).toEqual([]);
  });

  it("take their examples: a signed-in call is never refused for its input", async () => {
    const refused: string[] = [];
    for (const route of routes.filter((r) => routeKey(r) !== ENDS_SESSION)) {
      const reply = await call(route, callerFor(route));
      if (codeOf(reply) === ERRORS.validation) refused.push(`${routeKey(route)}: ${reply.raw}`);
    }
    expect(refused).toEqual([]);
  });
});

describe("without a valid token", SWEEP, () => {
  it("every route but the public ones asks for sign-in, and none fails", async () => {
    const findings: string[] = [];
    for (const route of routes) {
      const reply = await call(route);
      const key = routeKey(route);
      const issue = problem(reply);
      if (issue) findings.push(`${key}: ${issue}`);
      else if (!PUBLIC.has(key) && codeOf(reply) !== ERRORS.loginRequired) {
        findings.push(`${key}: answered a visitor (${reply.status}): ${reply.raw}`);
      } else if (PUBLIC.has(key) && codeOf(reply) === ERRORS.loginRequired) {
        findings.push(`${key}: listed as public but asks for sign-in`);
      }
    }
    expect(findings).toEqual([]);
  });

  it("a forged token is refused wherever sign-in is needed, and is a visitor elsewhere", async () => {
    const findings: string[] = [];
    for (const [kind, token] of await forgedTokens(w)) {
      for (const route of routes) {
        const reply = await call(route, { token });
        const key = routeKey(route);
        const issue = problem(reply);
        const code = codeOf(reply);
        if (issue) findings.push(`${key} (${kind}): ${issue}`);
        else if (
          !PUBLIC.has(key) &&
          !(code !== undefined && [...TOKEN_INVALID_CODES, ERRORS.loginRequired].includes(code))
        ) {
          findings.push(`${key} (${kind}): accepted (${reply.status}): ${reply.raw}`);
        }
      }
    }
    expect(findings).toEqual([]);
  });
});

describe("with another user's token", SWEEP, () => {
  it("no admin route opens for a user who is not a super admin", async () => {
    const findings: string[] = [];
    for (const route of routes.filter(isAdmin)) {
      const reply = await call(route, w.attacker);
      if (route.path === "/web/admin/me") {
        if (problem(reply)) findings.push(`${routeKey(route)}: ${problem(reply)}`);
        continue;
      }
      if (codeOf(reply) !== ERRORS.noPermission) findings.push(`${routeKey(route)}: ${reply.status} ${reply.raw}`);
    }
    expect(findings).toEqual([]);
  });

  /** The call as the attacker: what is wrong with the reply beyond the rules of `problem`, or null. */
  async function attack(call: Call): Promise<{ reply: Reply; issue: string | null }> {
    const reply = await sendCall(t, call, w.attacker.token);
    const issue =
      problem(reply) ??
      // A call refused for its input never reached the owner's check: the list must be fixed.
      (codeOf(reply) === ERRORS.validation ? `refused for its input: ${reply.raw}` : null) ??
      (JSON.stringify(reply.body).includes(PRIVATE_TEXT) ? `reveals the victim's private text: ${reply.raw}` : null);
    return { reply, issue };
  }

  it("what the victim owns cannot be changed or read by the attacker", async () => {
    const findings: string[] = [];
    const start = await snapshot(t, w);
    for (const call of ownedResourceCalls(w)) {
      const { reply, issue } = await attack(call);
      if (issue) findings.push(`${labelOf(call)}: ${issue}`);
      else if (reply.status < 400) findings.push(`${labelOf(call)}: allowed (${reply.status}): ${reply.raw}`);
      else if (call.refusal && codeOf(reply) !== ERRORS[call.refusal]) {
        findings.push(`${labelOf(call)}: refused, but not as ${call.refusal}: ${reply.raw}`);
      }
    }
    expect(findings).toEqual([]);
    expect(await snapshot(t, w)).toEqual(start);
  });

  it("calls on the attacker's own data that name the victim's things reveal and change nothing of theirs", async () => {
    const findings: string[] = [];
    const start = await snapshot(t, w);
    for (const call of callerScopedCalls(w)) {
      const { issue } = await attack(call);
      if (issue) findings.push(`${labelOf(call)}: ${issue}`);
    }
    expect(findings).toEqual([]);
    expect(await snapshot(t, w)).toEqual(start);
  });
});

/** The failing input and what came back, from fast-check's report. */
function counterexample(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * fast-check settings: a fixed seed so a finding reproduces, few runs per route to stay quick.
 * `SECURITY_FUZZ_RUNS` and `SECURITY_FUZZ_SEED` ask for a deeper or different sweep by hand.
 */
const RUNS = {
  seed: Number(process.env.SECURITY_FUZZ_SEED ?? 20_260_711),
  numRuns: Number(process.env.SECURITY_FUZZ_RUNS ?? 8),
  endOnFailure: true,
};

describe("malformed input", SWEEP, () => {
  it("no body makes a route fail or leave the envelope", async () => {
    const findings: string[] = [];
    for (const route of routes) {
      // Logging out would end the session the rest of the sweep runs under; it reads no body.
      if (route.method === "GET" || routeKey(route) === ENDS_SESSION) continue;
      const schema = route.body ? flatten(route.body) : { type: "object" };
      const example = bodyOf(route) ?? {};
      const property = fc.asyncProperty(hostileBody(schema, example), async (body) => {
        const issue = problem(await call(route, callerFor(route), body));
        if (issue) throw new Error(`${JSON.stringify(body).slice(0, 200)} → ${issue}`);
      });
      try {
        await fc.assert(property, { ...RUNS, examples: edgeBodies(schema, example).map((body) => [body]) });
      } catch (error) {
        findings.push(`${routeKey(route)}: ${counterexample(error)}`);
      }
    }
    expect(findings).toEqual([]);
  });

  it("no path parameter or query value makes a route fail or leave the envelope", async () => {
    const findings: string[] = [];
    for (const route of routes.filter((r) => r.params.length + r.query.length > 0)) {
      const names = [...route.params, ...route.query].map((p) => p.name);
      const property = fc.asyncProperty(fc.constantFrom(...names), hostileParam, async (name, value) => {
        const params = { ...paramsOf(route) };
        const query = { ...queryOf(route) };
        if (route.params.some((p) => p.name === name)) params[name] = value;
        else query[name] = decoded(value);
        const reply = await send(t, {
          method: route.method,
          url: urlOf(route, params, query),
          ...(route.method === "GET" ? {} : { body: {} }),
          ...callerFor(route),
        });
        const issue = problem(reply);
        if (issue) throw new Error(`${name}=${value.slice(0, 40)} → ${issue}`);
      });
      const examples = names.flatMap((name) => edgeParams.map((value): [string, string] => [name, value]));
      try {
        await fc.assert(property, { ...RUNS, examples });
      } catch (error) {
        findings.push(`${routeKey(route)}: ${counterexample(error)}`);
      }
    }
    expect(findings).toEqual([]);
  });
});

describe("after every attack above", () => {
  it("the victim's space, room, chats, groups, friends, notices, packets, stage and push are unchanged", async () => {
    expect(await snapshot(t, w)).toEqual(before);
  });
});
