import { randomUUID } from "node:crypto";
import type { Lang } from "@courtside/protocol";
import { acceptLanguageTags, pickLang } from "@courtside/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** Language of `msg` in the response: `language-config`, else Accept-Language, else English. */
    lang: Lang;
    /** The client's `DeviceInfo` header ('pc' plus a fingerprint), kept with its session. */
    deviceInfo: string | null;
  }
}

const REQUEST_ID = /^[\w.:-]{8,64}$/;

/** Request ids come from a trusted proxy's `x-request-id` when well-formed, else are made here. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

type Headers = FastifyRequest["headers"];

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The language of a request's messages: `language-config`, else Accept-Language, else English. */
export function requestLang(headers: Headers): Lang {
  return pickLang([header(headers, "language-config"), ...acceptLanguageTags(header(headers, "accept-language"))]);
}

export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest("lang", "en");
  app.decorateRequest("deviceInfo", null);
  app.addHook("onRequest", (req, reply, done) => {
    req.lang = requestLang(req.headers);
    req.deviceInfo = header(req.headers, "deviceinfo")?.slice(0, 200) ?? null;
    reply.header("x-request-id", req.id);
    done();
  });
});
