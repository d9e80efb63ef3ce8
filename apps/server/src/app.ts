import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Config } from "./config.js";
import type { Db } from "./db/client.js";
import { apiCompression } from "./http/compression.js";
import { clientErrorHandler, errorHandling, frameworkErrors } from "./http/error-handler.js";
import { inlineScriptHashes } from "./http/inline-scripts.js";
import { jsonBody } from "./http/json-body.js";
import { withRedactedUrls } from "./http/logging.js";
import { openapi } from "./http/openapi.js";
import { requestContext, requestId } from "./http/request-context.js";
import { security } from "./http/security.js";
import { webApp } from "./http/web-app.js";
import { createScheduler } from "./jobs/scheduler.js";
import { mediaPlugin } from "./media/plugin.js";
import { adminRoutes } from "./modules/admin/routes.js";
import { adminTeamRoutes } from "./modules/admin/team-routes.js";
import { anchorRoutes } from "./modules/anchor/routes.js";
import { applicationRoutes } from "./modules/application/routes.js";
import { authPlugin } from "./modules/auth/plugin.js";
import { catalogRoutes } from "./modules/catalog/routes.js";
import { chatRoomRoutes } from "./modules/chatroom/routes.js";
import { friendLastSeen } from "./modules/friend/last-seen.js";
import { friendPresenceNotices } from "./modules/friend/presence-notices.js";
import { friendRoutes } from "./modules/friend/routes.js";
import { giftRoutes } from "./modules/gift/routes.js";
import { groupRoutes } from "./modules/group/routes.js";
import { imRoutes } from "./modules/im/routes.js";
import { imSystemRoutes } from "./modules/im/system-routes.js";
import { liveRoutes } from "./modules/live/routes.js";
import { homeRoutes } from "./modules/match/home-routes.js";
import { matchRoutes } from "./modules/match/routes.js";
import { matchSourceRoutes } from "./modules/match/sources-routes.js";
import { notificationRoutes } from "./modules/notification/routes.js";
import { pushRoutes } from "./modules/push/routes.js";
import { redPacketRoutes } from "./modules/redpacket/routes.js";
import { regionGate } from "./modules/region/gate.js";
import { richTextRoutes } from "./modules/richtext/routes.js";
import { searchRoutes } from "./modules/search/routes.js";
import { smsDevRoutes } from "./modules/sms/routes.js";
import { stageRoutes } from "./modules/stage/routes.js";
import { configRoutes } from "./modules/system/admin-routes.js";
import { systemRoutes } from "./modules/system/routes.js";
import { taskRoutes } from "./modules/task/routes.js";
import { localFileRoutes, uploadApiRoutes } from "./modules/upload/routes.js";
import { profileRoutes } from "./modules/user/profile-routes.js";
import { userRoutes } from "./modules/user/routes.js";
import { walletRoutes } from "./modules/wallet/routes.js";
import { metricsPlugin } from "./ops/metrics.js";
import { memoryBus, redisBus } from "./realtime/bus.js";
import { gateway } from "./realtime/gateway.js";
import { createServices } from "./services.js";
import { VERSION } from "./version.js";

export interface AppOptions {
  config: Config;
  db: Db;
  /** `Database.background`: the same database for work no one waits on; `db` when not given. */
  background?: Db | undefined;
  redis?: Redis | undefined;
  /** The PostgreSQL pool's connection counts, for `/web/metrics`. */
  pool?: (() => { total: number; idle: number; waiting: number }) | undefined;
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole HTTP app; `main.ts` listens with it and the API tests inject into it. */
export async function buildApp({ config, db, background = db, redis, logger, pool }: AppOptions) {
  const app = Fastify({
    // Request logs keep the path only: query values (a token, a code) must not end up in logs.
    logger: withRedactedUrls(logger ?? { level: config.logLevel }),
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // While closing, a request that reached an open connection is still served: the listener
    // already takes no new connections, and a refusal would leave that client waiting.
    return503OnClosing: false,
    // Undecodable addresses, over-long path parameters and unreadable requests answer with the
    // envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  // Jobs are work no one waits on: their polling and writes yield to requests and sends.
  const scheduler = createScheduler(background, app.log, config.jobScope);
  const bus = redis && config.redisUrl ? redisBus(config.redisUrl, redis) : memoryBus();
  app.decorate("scheduler", scheduler);
  app.decorate(
    "services",
    createServices({ db, background, config, redis, version: VERSION, log: app.log, scheduler, bus }),
  );
  app.addHook("onClose", () => bus.close());

  await app.register(requestContext);
  await app.register(metricsPlugin, { pool });
  await app.register(errorHandling);
  await app.register(jsonBody);
  await app.register(security, {
    redis,
    rateLimitMax: config.rateLimitMax,
    inlineScripts: inlineScriptHashes(config.webDist),
  });
  await app.register(regionGate);
  await app.register(apiCompression);
  await app.register(openapi, { version: VERSION });
  await app.register(authPlugin);
  await app.register(gateway, { bus, redis, background });
  await app.register(friendLastSeen);
  await app.register(friendPresenceNotices);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(richTextRoutes);
      await api.register(configRoutes);
      await api.register(adminTeamRoutes);
      await api.register(catalogRoutes);
      await api.register(userRoutes);
      await api.register(profileRoutes);
      await api.register(taskRoutes);
      await api.register(uploadApiRoutes);
      await api.register(smsDevRoutes);
      await api.register(matchRoutes);
      await api.register(matchSourceRoutes);
      await api.register(homeRoutes);
      await api.register(searchRoutes);
      await api.register(notificationRoutes);
      await api.register(pushRoutes);
      await api.register(walletRoutes);
      await api.register(giftRoutes);
      await api.register(redPacketRoutes);
      await api.register(anchorRoutes);
      await api.register(chatRoomRoutes);
      await api.register(imRoutes);
      await api.register(imSystemRoutes);
      await api.register(friendRoutes);
      await api.register(groupRoutes);
      await api.register(applicationRoutes);
      await api.register(adminRoutes);
      await api.register(liveRoutes);
      await api.register(stageRoutes);
    },
    { prefix: "/web" },
  );
  await app.register(localFileRoutes);
  await app.register(mediaPlugin);
  await app.register(webApp, { root: config.webDist });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
