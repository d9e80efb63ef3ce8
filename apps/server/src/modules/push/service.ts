import type { Agent } from "node:https";
import { PUSH_TYPE, type PushTokenBody, pushSubscriptionJsonSchema } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import { createDispatcher } from "./dispatcher.js";
import * as repo from "./repo.js";
import { createSender } from "./sender.js";
import { loadVapidKeys, type VapidKeys, vapidAuthorizer } from "./vapid.js";

/** Who registers a subscription: the signed-in user, their session and their device. */
export interface Registrant {
  userId: number;
  sessionId: string;
  deviceId: string | null;
}

/** Whether a host is one of the configured push services (or a subdomain of one). */
export function isPushServiceHost(hostname: string, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return allowed.some((entry) => host === entry || host.endsWith(`.${entry}`));
}

/** The token of `/jpush/pushToken`: the browser's PushSubscription as JSON. */
function readToken(token: string) {
  let json: unknown;
  try {
    json = JSON.parse(token);
  } catch {
    throw new AppError("pushSubscriptionInvalid");
  }
  const parsed = pushSubscriptionJsonSchema.safeParse(json);
  if (!parsed.success) throw new AppError("pushSubscriptionInvalid");
  return parsed.data;
}

/**
 * Browser push (DECISIONS 5): VAPID keys, the subscriptions browsers register, and the outbox of
 * pushes that notices fill and the dispatcher empties.
 */
export function createPushService({ db, config, log }: Pick<Deps, "db" | "config" | "log">) {
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => {
    keys ??= loadVapidKeys(db, config.push).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  let authorize: ((endpoint: string) => string) | undefined;
  const sender = createSender((endpoint) => {
    if (!authorize) throw new Error("VAPID keys not loaded");
    return authorize(endpoint);
  });
  const dispatcher = createDispatcher(db, sender, log);
  const ready = async () => {
    authorize ??= vapidAuthorizer(await vapid());
  };

  return {
    /** Loads (or makes) the VAPID keys; the app calls it when it starts. */
    ready,
    publicKey: async () => ({ publicKey: (await vapid()).publicKey }),

    async register(who: Registrant, body: PushTokenBody) {
      const subscription = readToken(body.token);
      if (!isPushServiceHost(new URL(subscription.endpoint).hostname, config.push.serviceHosts)) {
        throw new AppError("pushServiceNotAllowed");
      }
      const kept = await repo.upsertSubscription(db, {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userId: who.userId,
        sessionId: who.sessionId,
        deviceId: who.deviceId,
        platform: body.platform,
        messageNotification: body.settings?.messageNotification ?? false,
        messageInfoNotification: body.settings?.messageInfoNotification ?? false,
      });
      if (!kept) throw new AppError("noPermission", { status: 403 });
    },

    unregister: (userId: number, endpoint: string) => repo.removeSubscription(db, userId, endpoint),

    /** Queues the pushes of notices being stored, in their transaction. */
    enqueue: (tx: Db, notificationIds: number[]) =>
      repo.enqueue(tx, notificationIds, { ignored: PUSH_TYPE.ignored, message: PUSH_TYPE.instantMessage }),

    /** After the notices' transaction committed: send their pushes now. */
    kick: () => dispatcher.kick(),

    /** Sends every due push now (tests, and the poller). */
    async runDue() {
      await ready();
      return dispatcher.runDue();
    },
    async start() {
      await ready();
      dispatcher.start();
    },
    async stop() {
      await dispatcher.stop();
      sender.close();
    },
    useAgent: (agent: Agent) => sender.useAgent(agent),
    subscriptionsOf: (userId: number) => repo.subscriptionsOf(db, userId),
    pendingCount: () => repo.pendingCount(db),
  };
}
export type PushService = ReturnType<typeof createPushService>;
