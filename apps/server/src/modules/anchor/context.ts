import type { CoverRegion } from "@courtside/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { currentUser } from "../auth/plugin.js";
import { assertApprovedAnchor } from "../user/anchor-guard.js";
import { regionFromHeader, regionOfProvince } from "./region.js";

/**
 * The viewer's region for regional covers: the `X-Region` header (set by a client or a proxy), or
 * a CDN's country header (`CF-IPCountry`), else the province in a signed-in viewer's profile.
 */
export async function viewerRegion(app: FastifyInstance, req: FastifyRequest): Promise<CoverRegion | null> {
  const fromHeader = regionFromHeader(req.headers["x-region"]) ?? regionFromHeader(req.headers["cf-ipcountry"]);
  if (fromHeader) return fromHeader;
  if (!req.user) return null;
  return regionOfProvince((await app.services.user.profile(req.user)).province);
}

/** The caller's id when they are an approved anchor; otherwise the section-8 message of their state. */
export async function approvedAnchorId(app: FastifyInstance, req: FastifyRequest): Promise<number> {
  const user = currentUser(req);
  assertApprovedAnchor((await app.services.user.profile(user)).anchorState);
  return user.id;
}
