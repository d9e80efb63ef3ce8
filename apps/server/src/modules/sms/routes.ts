import { envelope, smsOutboxEntrySchema } from "@courtside/protocol";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.js";
import { ok } from "../../http/envelope.js";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/**
 * A caller on this machine: the socket's own address (never X-Forwarded-For, which anyone can
 * write), and no forwarding header, since a proxy on this machine would make every visitor look local.
 */
function fromThisMachine(req: FastifyRequest): boolean {
  const address = req.socket.remoteAddress ?? "";
  return LOOPBACK.has(address) && FORWARDING_HEADERS.every((name) => req.headers[name] === undefined);
}

/**
 * The development outbox of the log SMS provider: off unless SMS_OUTBOX=1 (never in production),
 * answered only to callers on this machine, one phone at a time. It holds sign-in codes, so a
 * reader elsewhere could sign in as anyone with a phone.
 */
export const smsDevRoutes: FastifyPluginAsyncZod = async (app) => {
  const sms = app.config.sms;
  if (sms.provider !== "log" || !sms.outbox) return;
  app.log.warn("SMS outbox on (SMS_OUTBOX=1): codes are readable from this machine at /web/dev/sms_outbox");
  app.get(
    "/dev/sms_outbox",
    {
      schema: {
        hide: true,
        querystring: z.object({ phone: z.string().regex(/^\+?\d{5,20}$/) }),
        response: { 200: envelope(z.array(smsOutboxEntrySchema)) },
      },
    },
    async (req) => {
      // Answered like an unknown address, so the outbox does not show that it exists.
      if (!fromThisMachine(req)) throw new AppError("notFound");
      const rows = await app.services.sms.outbox(req.query.phone.replace(/^\+/, ""));
      return ok(rows.map((row) => ({ phone: row.target, body: row.body, createdAt: row.createdAt.toISOString() })));
    },
  );
};
