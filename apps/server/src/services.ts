import type { Config } from "./config.js";
import type { Deps } from "./deps.js";
import type { Scheduler } from "./jobs/scheduler.js";
import { createAdminService } from "./modules/admin/service.js";
import { createAnchorService } from "./modules/anchor/service.js";
import { createApplicationService } from "./modules/application/service.js";
import { createAuthService } from "./modules/auth/service.js";
import { createCatalogService } from "./modules/catalog/service.js";
import { createChatRoomService } from "./modules/chatroom/service.js";
import { createGiftService } from "./modules/gift/service.js";
import { createLiveService } from "./modules/live/service.js";
import { createMatchService } from "./modules/match/service.js";
import { createNotificationService } from "./modules/notification/service.js";
import { createRedPacketService } from "./modules/redpacket/service.js";
import { createSmsService } from "./modules/sms/service.js";
import { createSystemService } from "./modules/system/service.js";
import { createTaskService } from "./modules/task/service.js";
import { createUploadService } from "./modules/upload/service.js";
import { createUserService } from "./modules/user/service.js";
import { createWalletService } from "./modules/wallet/service.js";
import { createRealtimeService } from "./realtime/service.js";

/** Every service, built once per app; modules reach each other only through these. */
export function createServices(deps: Deps) {
  const auth = createAuthService(deps);
  const sms = createSmsService(deps, deps.log);
  const wallet = createWalletService(deps);
  const task = createTaskService(deps, wallet);
  const catalog = createCatalogService(deps);
  const notification = createNotificationService(deps);
  const realtime = createRealtimeService(deps);
  const system = createSystemService(deps);
  const live = createLiveService(deps, notification, realtime);
  const upload = createUploadService(deps);
  const application = createApplicationService(deps, upload);
  const admin = createAdminService(deps, { auth, sms, live, applications: application });
  // Stored notices reach the recipient's open pages through their user channel.
  notification.onStored((notice) => {
    const { userId, ...payload } = notice;
    void realtime.publish(`user:${userId}`, "notification", payload).catch((error: unknown) => {
      deps.log.error({ err: error, userId }, "notice not published");
    });
  });
  return {
    system,
    chatroom: createChatRoomService(
      deps,
      system,
      realtime,
      { all: admin.sensitiveWords, version: admin.wordsVersion },
      (id) => live.viewerCount(id),
    ),
    catalog,
    anchor: createAnchorService(deps, catalog, task),
    notification,
    realtime,
    live,
    match: createMatchService(deps, catalog, notification),
    auth,
    sms,
    task,
    upload,
    application,
    admin,
    user: createUserService(deps, auth, sms, task),
    wallet,
    gift: createGiftService(deps, { wallet, realtime }),
    redPacket: createRedPacketService(deps, { wallet, realtime }),
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
