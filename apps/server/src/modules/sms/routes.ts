import { envelope, smsOutboxEntrySchema } from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";

/** The SMS outbox, readable only with the log provider (development, demos and tests). */
export const smsDevRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.services.sms.provider !== "log") return;
  app.get(
    "/dev/sms_outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Texts sent by the log SMS provider, newest first (log mode only)",
        querystring: z.object({
          phone: z
            .string()
            .regex(/^\+?\d{5,20}$/)
            .optional(),
        }),
        response: { 200: envelope(z.array(smsOutboxEntrySchema)) },
      },
    },
    async (req) => {
      const rows = await app.services.sms.outbox(req.query.phone?.replace(/^\+/, ""));
      return ok(rows.map((row) => ({ phone: row.target, body: row.body, createdAt: row.createdAt.toISOString() })));
    },
  );
};
