import { REGION_CODE } from "@courtside/protocol";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { ttlCache } from "../../infra/ttl-cache.js";
import * as repo from "./repo.js";

/** How long a node keeps the list: a change reaches every node within this time. */
export const BLOCKED_CACHE_MS = 30_000;

const stored = z.array(z.string().regex(REGION_CODE)).catch([]);

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const asCode = (value: string | string[] | undefined): string | null => {
  const code = first(value)?.trim().toUpperCase() ?? "";
  return REGION_CODE.test(code) ? code : null;
};

/**
 * Region blocking (spec section 6, "Your region cannot access"): the super admin's list of country
 * codes, read through a short cache on every API request.
 */
export function createRegionService({ db, config }: Pick<Deps, "db" | "config">) {
  const cache = ttlCache<string[]>(BLOCKED_CACHE_MS, 1);
  const blocked = () => cache.get("all", async () => stored.parse(await repo.readBlocked(db)));

  /**
   * The request's country: `CF-IPCountry`, which the CDN in front sets and overwrites, or
   * `X-Region` from our own proxy — believed only behind TRUST_PROXY, since a client could send it.
   */
  function regionOf(req: Pick<FastifyRequest, "headers">): string | null {
    const proxied = config.trustProxy ? asCode(req.headers["x-region"]) : null;
    return proxied ?? asCode(req.headers["cf-ipcountry"]);
  }

  return {
    blocked,
    regionOf,
    /** The request's region when the list blocks it; null to let it through. */
    async blockedRegion(req: Pick<FastifyRequest, "headers">): Promise<string | null> {
      const list = await blocked();
      if (list.length === 0) return null;
      const region = regionOf(req);
      return region !== null && list.includes(region) ? region : null;
    },
    setIn: (tx: Db, regions: readonly string[]) => repo.writeBlocked(tx, regions),
    /** This node sees its own change at once; the others within BLOCKED_CACHE_MS. */
    forget: () => cache.clear(),
  };
}
export type RegionService = ReturnType<typeof createRegionService>;
