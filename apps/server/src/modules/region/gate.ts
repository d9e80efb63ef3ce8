import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../http/app-error.js";

/**
 * What a blocked region may still reach: the super admin's console and sign-in (so an operator
 * travelling there cannot lock themselves out) and the health and metrics probes. The web's own
 * files are outside `/web/`, so the /403 page itself always loads.
 */
const EXEMPT = [
  "/web/admin/",
  "/web/health",
  "/web/metrics",
  "/web/web_user/web_pwd_login",
  "/web/web_user/web_token_info",
  "/web/systemEnums/",
];

const isExempt = (url: string) => !url.startsWith("/web/") || EXEMPT.some((prefix) => url.startsWith(prefix));

/** Refuses API requests from a blocked region with 7898; `data.region` is what the /403 page shows. */
export const regionGate = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (req) => {
    if (isExempt(req.url)) return;
    const region = await app.services.region.blockedRegion(req);
    if (region !== null) throw new AppError("regionBlocked", { data: { region } });
  });
});
