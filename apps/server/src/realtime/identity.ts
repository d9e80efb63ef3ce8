import { createHash, timingSafeEqual } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Db, Lane } from "../db/client.js";
import { users } from "../db/schema/index.js";
import { laneLoaders } from "../infra/batch-loader.js";
import { type AuthService, USER_STATUS } from "../modules/auth/service.js";

/** Who a connection speaks for, and how to ask again whether that still holds. */
export interface Identity {
  userId: number;
  /** The session behind a sign-in token; null for the chat identity, which has none. */
  sessionId: string | null;
  /**
   * Whether the session (or the chat identity's account) is still good: asked on the "background"
   * lane when the answer is wanted ahead of need, on "now" when a frame waits for it.
   */
  stillValid(lane: Lane): Promise<boolean>;
}

export interface Credentials {
  token?: string | undefined;
  appNumber?: string | undefined;
  imToken?: string | undefined;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Resolves the first frame's credentials: a sign-in token (its session must be live), or the chat
 * identity of user info, `appNumber` + `imToken` (DECISIONS 16: a client that has only those opens
 * the gateway as that user; a banned account cannot).
 */
export function createIdentities(db: Db, background: Db, auth: AuthService) {
  // Every open socket asks again every few seconds: those of one turn share a query.
  const byAppNumber = laneLoaders(db, background, async (on, appNumbers: string[]) => {
    const rows = await on
      .select({ appNumber: users.appNumber, id: users.id, imToken: users.imToken, status: users.status })
      .from(users)
      .where(inArray(users.appNumber, appNumbers));
    return new Map(rows.map((row) => [row.appNumber, row]));
  });

  async function chatUser(appNumber: string, imToken: string, lane: Lane = "now"): Promise<number | null> {
    const row = await byAppNumber[lane](appNumber);
    if (!row || row.status !== USER_STATUS.active) return null;
    // Compared in constant time, as digests so that the lengths match.
    return timingSafeEqual(digest(row.imToken), digest(imToken)) ? row.id : null;
  }

  return {
    /** The identity behind the credentials; null for none (a visitor) or for ones that do not hold. */
    async identify({ token, appNumber, imToken }: Credentials): Promise<Identity | null> {
      if (token) {
        const user = await auth.authenticate(token).catch(() => null);
        if (!user) return null;
        return {
          userId: user.id,
          sessionId: user.sessionId,
          stillValid: (lane) =>
            auth.authenticate(token, lane).then(
              () => true,
              () => false,
            ),
        };
      }
      if (appNumber && imToken) {
        const userId = await chatUser(appNumber, imToken);
        if (userId === null) return null;
        return {
          userId,
          sessionId: null,
          stillValid: async (lane) => (await chatUser(appNumber, imToken, lane)) === userId,
        };
      }
      return null;
    },
  };
}
export type Identities = ReturnType<typeof createIdentities>;
