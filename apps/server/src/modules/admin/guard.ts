import type { FastifyRequest } from "fastify";
import { currentUser } from "../auth/plugin.js";

/** Header every super-admin call repeats the security code in. */
export const SECURITY_CODE_HEADER = "x-security-code";

/**
 * preHandler of every super-admin call: a signed-in user (as `requireUser`) who is a super admin
 * and sends the right security code in `X-Security-Code`. Refusals: loginRequired / tokenInvalid,
 * noPermission (not a super admin), securityCodeRequired, securityCodeWrong, securityCodeLocked.
 * Use as `preHandler: requireSuperAdmin`; `currentUser(req)` is then the admin.
 */
export async function requireSuperAdmin(req: FastifyRequest): Promise<void> {
  await req.server.requireUser(req);
  const header = req.headers[SECURITY_CODE_HEADER];
  const code = Array.isArray(header) ? header[0] : header;
  await req.server.services.admin.checkSecurityCode(currentUser(req).id, code);
}
