import type { Deps } from "./deps.js";
import { createCatalogService } from "./modules/catalog/service.js";
import { createSystemService } from "./modules/system/service.js";

export function createServices(deps: Deps) {
  return {
    system: createSystemService(deps),
    catalog: createCatalogService(deps),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}
