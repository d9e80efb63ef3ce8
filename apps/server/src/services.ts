import type { Config } from "./config.js";
import type { Deps } from "./deps.js";
import type { Scheduler } from "./jobs/scheduler.js";
import { createAuthService } from "./modules/auth/service.js";
import { createCatalogService } from "./modules/catalog/service.js";
import { createLiveService } from "./modules/live/service.js";
import { createMatchService } from "./modules/match/service.js";
import { createNotificationService } from "./modules/notification/service.js";
import { createSmsService } from "./modules/sms/service.js";
import { createSystemService } from "./modules/system/service.js";
import { createTaskService } from "./modules/task/service.js";
import { createUploadService } from "./modules/upload/service.js";
import { createUserService } from "./modules/user/service.js";
import { createRealtimeService } from "./realtime/service.js";

/** Every service, built once per app; modules reach each other only through these. */
export function createServices(deps: Deps) {
  const auth = createAuthService(deps);
  const sms = createSmsService(deps, deps.log);
  const task = createTaskService(deps);
  const catalog = createCatalogService(deps);
  const notification = createNotificationService(deps);
  const realtime = createRealtimeService(deps);
  // Stored notices reach the recipient's open pages through their user channel.
  notification.onStored((notice) => {
    const { userId, ...payload } = notice;
    void realtime.publish(`user:${userId}`, "notification", payload).catch((error: unknown) => {
      deps.log.error({ err: error, userId }, "notice not published");
    });
  });
  return {
    system: createSystemService(deps),
    catalog,
    notification,
    realtime,
    live: createLiveService(deps),
    match: createMatchService(deps, catalog, notification),
    auth,
    sms,
    task,
    upload: createUploadService(deps),
    user: createUserService(deps, auth, sms, task),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    config: Config;
    scheduler: Scheduler;
  }
}
