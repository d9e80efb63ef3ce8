import type { Db, Lane } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import { laneLoaders } from "../../infra/batch-loader.js";
import { loadSecret } from "../../infra/secret.js";
import { announceRevoked } from "../../realtime/bus.js";
import { createBackoff, registerBackoffPrune } from "./backoff.js";
import * as repo from "./repo.js";
import { signToken, tokenFromHeader, verifyToken } from "./tokens.js";

export interface AuthedUser {
  id: number;
  sessionId: string;
}

export interface ClientMeta {
  deviceInfo: string | null;
  ip: string;
}

export const USER_STATUS = { active: 0, loginForbidden: 1 } as const;

/** Tokens are JWTs naming a server-side session; revoking the session kills the token. */
export function createAuthService({ db, background, config, scheduler, bus }: Deps) {
  const schedulePrune = registerBackoffPrune(db, config.backoff, scheduler);
  // Every request and every open socket's periodic check reads its session: those of one turn share
  // a query. Checks asked ahead of need go on the background lane, where more of them gather.
  const liveSessions = laneLoaders(db, background, (on, ids: string[]) => repo.findLiveSessions(on, ids));
  let secret: Promise<Uint8Array> | undefined;
  const key = () => {
    secret ??= loadSecret(db, config.jwtSecret);
    return secret;
  };

  return {
    /**
     * Loads the signing secret. Called at start: with PGlite, reading it on first use inside a
     * caller's transaction would wait on that very transaction.
     */
    async ready() {
      await key();
      await schedulePrune();
    },

    /** Per-account back-off after wrong passwords and codes. */
    backoff: createBackoff(db, config.backoff),

    /** Whether this client (its DeviceInfo) has signed in to the account before. */
    knownDevice: (userId: number, deviceInfo: string | null) =>
      deviceInfo ? repo.hadSessionFrom(db, userId, deviceInfo) : Promise.resolve(false),

    /** Opens a session for a user and returns its token. `tx` keeps it in the caller's transaction. */
    async issue(userId: number, meta: ClientMeta, tx: Db = db): Promise<{ token: string; sessionId: string }> {
      const sessionId = await repo.insertSession(tx, userId, meta);
      const token = await signToken(await key(), { sessionId, userId }, config.tokenTtlSeconds);
      return { token, sessionId };
    },

    /** The user behind an Authorization header: loginRequired without one, tokenInvalid (2321) for a bad one. */
    async authenticate(header: string | undefined, lane: Lane = "now"): Promise<AuthedUser> {
      const token = tokenFromHeader(header);
      if (!token) throw new AppError("loginRequired");
      const claims = await verifyToken(await key(), token);
      if (!claims) throw new AppError("tokenInvalid");
      const session = await liveSessions[lane](claims.sessionId);
      if (!session || session.userId !== claims.userId) throw new AppError("tokenInvalid");
      if (session.status === USER_STATUS.loginForbidden) throw new AppError("tokenInvalid");
      return { id: session.userId, sessionId: session.id };
    },

    touch: (sessionId: string) => repo.touchSession(db, sessionId),
    logout: async (sessionId: string) => {
      await repo.revokeSession(db, sessionId);
      await announceRevoked(bus, { sessionId });
    },
    /** In a caller's transaction (`tx`), the caller announces it after commit (`announceRevoked`). */
    revokeAll: async (userId: number, except?: string, tx: Db = db) => {
      await repo.revokeUserSessions(tx, userId, except);
      if (tx === db) await announceRevoked(bus, { userId, ...(except ? { keep: except } : {}) });
    },
    /** Closes the open connections of a user whose sessions were revoked in a committed transaction. */
    announceRevoked: (userId: number) => announceRevoked(bus, { userId }),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
