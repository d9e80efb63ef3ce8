import { createECDH, randomBytes } from "node:crypto";
import { must } from "../request.js";
import type { Domain } from "./domain.js";

/** A browser's PushSubscription as JSON, at a default push service (nothing is sent in the suite). */
function subscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString("base64url")}`) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

/** The victim's browser push subscription. */
export const push: Domain<{ endpoint: string }> = {
  name: "push",
  async setUp(t, { victim }) {
    const mine = subscription();
    await must(t, victim, { path: "jpush/pushToken", body: { platform: 3, token: JSON.stringify(mine) } });
    return { endpoint: mine.endpoint };
  },

  views: () => [],

  // No route shows the victim their subscriptions.
  stored: async (t, { victim }) =>
    (await t.app.services.push.subscriptionsOf(victim.id)).map(({ endpoint, p256dh, auth, platform, sessionId }) => ({
      endpoint,
      p256dh,
      auth,
      platform,
      sessionId,
    })),

  // The victim's endpoint with keys of the attacker's: taken over, the victim's browser could not
  // read its pushes any more (the same subscription, keys and all, is the same browser signing in
  // as someone else, which moves it by design).
  refused: (_, { endpoint }) => [
    {
      path: "jpush/pushToken",
      body: { platform: 3, token: JSON.stringify(subscription(endpoint)) },
      refusal: "noPermission",
    },
  ],

  // Forgetting a subscription is of the caller's own: another's endpoint is passed over.
  scoped: (_, { endpoint }) => [{ path: "jpush/pushToken/remove", body: { endpoint } }],
};
