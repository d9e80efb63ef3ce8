import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { PushConfig } from "../../config.js";
import type { Db } from "../../db/client.js";
import { systemConfig } from "../../db/schema/index.js";

const KEY = "push.vapid";
/** Push services accept a VAPID token for at most 24 hours; one is made per service every 12. */
const TOKEN_SECONDS = 12 * 3600;
const RENEW_BEFORE_SECONDS = 3600;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

function isKeys(value: unknown): value is { publicKey: string; privateKey: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "publicKey") === "string" &&
    typeof Reflect.get(value, "privateKey") === "string"
  );
}

/**
 * The VAPID key pair every node signs with: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when configured,
 * else a pair made on first start and kept in the database (the first node to insert it wins).
 * Browsers subscribe with the public key, so it must outlive restarts: a new pair would silently
 * invalidate every subscription.
 */
export async function loadVapidKeys(db: Db, config: PushConfig): Promise<VapidKeys> {
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject: config.vapidSubject };
  }
  await db.insert(systemConfig).values({ key: KEY, value: webpush.generateVAPIDKeys() }).onConflictDoNothing();
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.key, KEY));
  if (!isKeys(row?.value)) throw new Error("VAPID keys missing");
  return { publicKey: row.value.publicKey, privateKey: row.value.privateKey, subject: config.vapidSubject };
}

/**
 * `Authorization: vapid t=…, k=…` per push service origin, signed once and reused until close to
 * its expiry: signing an ES256 token for every push would cost more than encrypting it.
 */
export function vapidAuthorizer(keys: VapidKeys) {
  const tokens = new Map<string, { header: string; expires: number }>();
  return (endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const now = Math.floor(Date.now() / 1000);
    const cached = tokens.get(audience);
    if (cached && cached.expires - now > RENEW_BEFORE_SECONDS) return cached.header;
    const expires = now + TOKEN_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      keys.subject,
      keys.publicKey,
      keys.privateKey,
      "aes128gcm",
      expires,
    );
    tokens.set(audience, { header: Authorization, expires });
    return Authorization;
  };
}
