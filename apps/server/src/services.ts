import type { Config } from "./config.js";
import type { Deps } from "./deps.js";
import type { Scheduler } from "./jobs/scheduler.js";
import { createAdminService } from "./modules/admin/service.js";
import { createAdminTeam } from "./modules/admin/team.js";
import { createAnchorService } from "./modules/anchor/service.js";
import { createApplicationService } from "./modules/application/service.js";
import { createAuthService } from "./modules/auth/service.js";
import { createCatalogService } from "./modules/catalog/service.js";
import { registerChatChannels } from "./modules/chatroom/channels.js";
import { createChatRoomService } from "./modules/chatroom/service.js";
import { createFriendService } from "./modules/friend/service.js";
import { createGiftCatalogueAdmin } from "./modules/gift/catalogue-admin.js";
import { createGiftService } from "./modules/gift/service.js";
import { createGroupService } from "./modules/group/service.js";
import { registerImChannels } from "./modules/im/channels.js";
import { createImService } from "./modules/im/service.js";
import { createLiveService } from "./modules/live/service.js";
import { createMatchService } from "./modules/match/service.js";
import { createMatchSources } from "./modules/match/sources.js";
import { createNotificationService } from "./modules/notification/service.js";
import { createPushService } from "./modules/push/service.js";
import { createRedPacketService } from "./modules/redpacket/service.js";
import { createRegionService } from "./modules/region/service.js";
import { createRichTextService } from "./modules/richtext/service.js";
import { createSmsService } from "./modules/sms/service.js";
import { createSpeechService } from "./modules/speech/service.js";
import { createStageModule } from "./modules/stage/module.js";
import { createConfigAdmin } from "./modules/system/config-admin.js";
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
  const system = createSystemService(deps);
  const wallet = createWalletService(deps, system.limits);
  const task = createTaskService(deps, wallet);
  const catalog = createCatalogService(deps);
  const push = createPushService(deps);
  const notification = createNotificationService(deps, push);
  const realtime = createRealtimeService(deps);
  const upload = createUploadService(deps);
  const live = createLiveService(deps, notification, realtime, upload);
  const application = createApplicationService(deps, upload);
  const speech = createSpeechService(deps);
  const region = createRegionService(deps);
  const adminTeam = createAdminTeam(deps);
  const admin = createAdminService(deps, {
    speech,
    team: adminTeam,
    regions: region,
    auth,
    sms,
    live,
    applications: application,
    // Review outcomes land in the applicant's system messages; `im` is built below.
    systemMessage: (userId, kind, data) => im.systemMessage(userId, kind, data),
  });
  // Stored notices reach the recipient's open pages through their user channel: as a stored
  // event (resumed after a reconnect), or for a notice to everyone as a passing one.
  notification.onStored((notice, live) => {
    const { userId, ...payload } = notice;
    if (live === "passing") return realtime.notice(`user:${userId}`, "notification", payload);
    void realtime.publish(`user:${userId}`, "notification", payload).catch((error: unknown) => {
      deps.log.error({ err: error, userId }, "notice not published");
    });
  });
  const chatroom = createChatRoomService(
    deps,
    system,
    realtime,
    { all: admin.sensitiveWords, version: admin.wordsVersion },
    speech,
  );
  registerChatChannels(realtime.channels, { chatroom, system, realtime });
  // Friend applications and their outcomes land in the system-messages conversation, kept by the
  // messaging service; it in turn asks the friend module who may message whom.
  const friend = createFriendService(deps, {
    realtime,
    systemMessages: (userId, kind, data) => im.systemMessage(userId, kind, data),
    limits: system.limits,
  });
  const im = createImService(deps, {
    realtime,
    upload,
    wsUrl: () => system.domain().wsUrl,
    canMessage: friend.canMessage,
    speech,
    // Members who do not read a message within seconds get a notice (type 8).
    onMessages: (conversationIds) =>
      void notification.messagesStored(conversationIds).catch((error: unknown) => {
        deps.log.error({ err: error, conversationIds }, "message notice not queued");
      }),
    mayMessageCondition: friend.mayMessageCondition,
  });
  registerImChannels(realtime.channels, im);
  // Groups live on the messaging service's conversations and give it their rules for group sends.
  const group = createGroupService(deps, {
    realtime,
    im,
    isOwnFile: (userId, url) => upload.isOwnFile(userId, url),
    canMessage: friend.canMessage,
  });
  const matchSources = createMatchSources(deps, { recordAudit: admin.recordAudit });
  const match = createMatchService(deps, catalog, notification, matchSources);
  const gift = createGiftService(deps, { wallet, realtime });
  // Those who booked a match hear when an anchor starts streaming it.
  live.onLiveChange((change) => {
    if (!change.live || change.matchId === null) return;
    void match.coveredBy(change.matchId, change.anchorId, change.sessionId).catch((error: unknown) => {
      deps.log.error({ err: error, matchId: change.matchId }, "bookers not notified");
    });
  });
  return {
    system,
    region,
    adminTeam,
    richText: createRichTextService(deps, { recordAudit: admin.recordAudit }),
    configAdmin: createConfigAdmin(deps, {
      system,
      recordAudit: admin.recordAudit,
      isOwnFile: (userId, url) => upload.isOwnFile(userId, url),
    }),
    chatroom,
    im,
    group,
    friend,
    catalog,
    anchor: createAnchorService(deps, catalog, task),
    notification,
    push,
    realtime,
    live,
    match,
    matchSources,
    auth,
    sms,
    task,
    upload,
    application,
    admin,
    user: createUserService(deps, auth, sms, task),
    wallet,
    gift,
    giftCatalogue: createGiftCatalogueAdmin(deps, {
      recordAudit: admin.recordAudit,
      isOwnFile: (userId, url) => upload.isOwnFile(userId, url),
      forget: gift.forget,
    }),
    redPacket: createRedPacketService(deps, { wallet, realtime, limits: system.limits }),
    stage: createStageModule(deps, { realtime, chatroom, system }),
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
