import type {
  AdminUser,
  AuditEntry,
  BanKind,
  ReviewResult,
  SensitiveWordAction,
  SystemMessageData,
  SystemMessageKind,
} from "@courtside/protocol";
import { ANCHOR_STATE, resolveLang, type SmsKey } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import type { ApplicationService, Reviewed } from "../application/service.js";
import { toApplication } from "../application/service.js";
import type { AuthService } from "../auth/service.js";
import { USER_STATUS } from "../auth/service.js";
import type { LiveService } from "../live/service.js";
import type { RegionService } from "../region/service.js";
import type { SmsService } from "../sms/service.js";
import { smsTarget } from "../sms/service.js";
import { inForce, type SpeechService } from "../speech/service.js";
import { maskPhone } from "../user/presenter.js";
import * as repo from "./repo.js";
import { createSecurityGate } from "./security.js";
import type { AdminTeam } from "./team.js";
import { createWordList } from "./words.js";

interface Peers {
  auth: AuthService;
  sms: SmsService;
  live: LiveService;
  applications: ApplicationService;
  speech: SpeechService;
  regions: RegionService;
  team: AdminTeam;
  /** The applicant's system-messages conversation (`im.systemMessage`). */
  systemMessage: <K extends SystemMessageKind>(userId: number, kind: K, data: SystemMessageData<K>) => Promise<unknown>;
}

const BANNED_STATES: number[] = [ANCHOR_STATE.banned, ANCHOR_STATE.permanentlyBanned];
const ANCHOR_STATES: number[] = [ANCHOR_STATE.approved, ...BANNED_STATES];

const toAdminUser = (
  row: repo.UserRow,
  isSuperAdmin: boolean,
  boundAdmin: AdminUser["boundAdmin"] = null,
): AdminUser => ({
  uid: row.id,
  username: row.username,
  nickname: row.nickname,
  avatar: row.avatar,
  phone: row.phone ? maskPhone(row.phone) : null,
  anchorState: row.anchorState,
  status: row.status,
  isSuperAdmin,
  speechBannedUntil: inForce(row.speechBannedUntil)?.getTime() ?? null,
  createdAt: row.createdAt.getTime(),
  boundAdmin,
});

const toAuditEntry = ({ entry, actor }: { entry: repo.AuditRow; actor: string }): AuditEntry => ({
  id: entry.id,
  actorId: entry.actorId,
  actor,
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId,
  details: entry.details,
  at: entry.at.getTime(),
});

/**
 * Super-admin work (spec section 6): the security-code gate, anchor reviews, bans, the sensitive-word
 * list and the audit log. Every action writes its audit row in its own transaction; texts to the
 * applicant go out after commit.
 */
export function createAdminService(
  { db, log }: Deps,
  { auth, sms, live, applications, speech, regions, team, systemMessage }: Peers,
) {
  const gate = createSecurityGate(db);
  const words = createWordList(db);

  const audited = <T>(draft: (result: T) => repo.AuditDraft, action: (tx: Db) => Promise<T>) =>
    repo.audited(db, draft, action);

  async function userView(tx: Db, userId: number): Promise<AdminUser> {
    const row = await repo.findUser(tx, userId);
    if (!row) throw new AppError("userNotFound");
    return toAdminUser(row, Boolean(await repo.findSuperAdmin(tx, userId)));
  }

  /** The review's SMS in the applicant's language; a failed send is logged, the review stands. */
  async function text(reviewed: Reviewed, key: SmsKey, params?: Record<string, string>): Promise<boolean> {
    if (!reviewed.smsTarget) return false;
    try {
      const { areaCode, phone } = reviewed.smsTarget;
      await sms.sendText(smsTarget(areaCode, phone), key, resolveLang(reviewed.lang) ?? "en", params);
      return true;
    } catch (error) {
      log.error({ err: error, userId: reviewed.userId }, "review sms not sent");
      return false;
    }
  }

  /** The outcome in the applicant's system messages; like the text, a failure leaves the review standing. */
  async function tell<K extends "anchorApproved" | "anchorRejected">(
    reviewed: Reviewed,
    kind: K,
    data: SystemMessageData<K>,
  ) {
    await systemMessage(reviewed.userId, kind, data).catch((error: unknown) =>
      log.error({ err: error, userId: reviewed.userId, kind }, "review system message not stored"),
    );
  }

  return {
    checkSecurityCode: gate.check,
    me: gate.me,
    isSuperAdmin: gate.isSuperAdmin,

    applications: (status: number | undefined, page: number, pageSize: number) =>
      applications.page(status, page, pageSize),

    async approve(actorId: number, id: number): Promise<ReviewResult> {
      const reviewed = await audited(
        (r: Reviewed) => ({
          actorId,
          action: "application.approve",
          targetType: "application",
          targetId: id,
          details: { userId: r.userId },
        }),
        async (tx) => {
          const r = await applications.approveIn(tx, id, actorId);
          await live.ensureRoom(r.userId, r.nickname, tx);
          return r;
        },
      );
      await tell(reviewed, "anchorApproved", {});
      return { application: toApplication(reviewed.application), smsSent: await text(reviewed, "anchorApproved") };
    },

    async reject(actorId: number, id: number, reason: string): Promise<ReviewResult> {
      const reviewed = await audited(
        (r: Reviewed) => ({
          actorId,
          action: "application.reject",
          targetType: "application",
          targetId: id,
          details: { userId: r.userId, reason },
        }),
        (tx) => applications.rejectIn(tx, id, actorId, reason),
      );
      await tell(reviewed, "anchorRejected", { reason });
      return {
        application: toApplication(reviewed.application),
        smsSent: await text(reviewed, "anchorRejected", { reason }),
      };
    },

    async users(
      filter: { keyword?: string | undefined; anchorState?: number | undefined; boundTo?: number | undefined },
      page: number,
      pageSize: number,
    ) {
      const { rows, total } = await repo.searchUsers(db, filter, (page - 1) * pageSize, pageSize);
      const bindings = await team.bindingsOf(rows.map((r) => r.user.id));
      const list = rows.map((r) => toAdminUser(r.user, r.adminId !== null, bindings.get(r.user.id) ?? null));
      return { total, page, pageSize, list };
    },

    /** Bans a user (see BAN_KINDS); sign-in bans end every session at once. */
    async ban(actorId: number, userId: number, kind: BanKind, reason: string): Promise<AdminUser> {
      const banned = await audited(
        (user: AdminUser) => ({
          actorId,
          action: "user.ban",
          targetType: "user",
          targetId: userId,
          details: { kind, reason, anchorState: user.anchorState, status: user.status },
        }),
        async (tx) => {
          const user = await repo.findUser(tx, userId);
          if (!user) throw new AppError("userNotFound");
          if (await repo.findSuperAdmin(tx, userId)) throw new AppError("cannotBanAdmin");
          const isAnchor = ANCHOR_STATES.includes(user.anchorState);
          if (kind === "anchor" && !isAnchor) throw new AppError("notAnchorYet");
          const changes =
            kind === "anchor"
              ? { anchorState: ANCHOR_STATE.banned }
              : kind === "permanent"
                ? {
                    status: USER_STATUS.loginForbidden,
                    ...(isAnchor ? { anchorState: ANCHOR_STATE.permanentlyBanned } : {}),
                  }
                : { status: USER_STATUS.loginForbidden };
          const row = await repo.updateUser(tx, userId, changes);
          if (kind !== "anchor") await auth.revokeAll(userId, undefined, tx);
          return toAdminUser(row, false);
        },
      );
      // After commit: a socket closed earlier could reconnect while the session still looked live.
      if (kind !== "anchor") await auth.announceRevoked(userId);
      return banned;
    },

    /** Lifts every ban: sign-in allowed, a banned anchor approved again. */
    async unban(actorId: number, userId: number): Promise<AdminUser> {
      return audited(
        (user: AdminUser) => ({
          actorId,
          action: "user.unban",
          targetType: "user",
          targetId: userId,
          details: { anchorState: user.anchorState, status: user.status },
        }),
        async (tx) => {
          const user = await repo.findUser(tx, userId);
          if (!user) throw new AppError("userNotFound");
          const row = await repo.updateUser(tx, userId, {
            status: USER_STATUS.active,
            ...(BANNED_STATES.includes(user.anchorState) ? { anchorState: ANCHOR_STATE.approved } : {}),
          });
          return toAdminUser(row, Boolean(await repo.findSuperAdmin(tx, userId)));
        },
      );
    },

    /**
     * Site-wide speaking ban for `minutes` (a new ban replaces the old one's end); lifted at the end
     * by the job, or earlier by `speechUnban`.
     */
    async speechBan(actorId: number, userId: number, minutes: number, reason: string): Promise<AdminUser> {
      const until = new Date(Date.now() + minutes * 60_000);
      const banned = await audited(
        () => ({
          actorId,
          action: "user.speechBan",
          targetType: "user",
          targetId: userId,
          details: { minutes, until: until.getTime(), reason },
        }),
        async (tx) => {
          if (await repo.findSuperAdmin(tx, userId)) throw new AppError("cannotBanAdmin");
          if (!(await speech.banIn(tx, userId, until))) throw new AppError("userNotFound");
          return userView(tx, userId);
        },
      );
      await speech.scheduleLift(userId, until);
      return banned;
    },

    async speechUnban(actorId: number, userId: number, reason: string): Promise<AdminUser> {
      const lifted = await audited(
        () => ({ actorId, action: "user.speechUnban", targetType: "user", targetId: userId, details: { reason } }),
        async (tx) => {
          if (!(await speech.liftIn(tx, userId))) throw new AppError("userNotFound");
          return userView(tx, userId);
        },
      );
      await speech.cancelLift(userId);
      return lifted;
    },

    blockedRegions: async () => ({ regions: await regions.blocked() }),

    /** Replaces the blocked list; this node applies it at once, the others within the cache time. */
    async setBlockedRegions(actorId: number, list: string[]) {
      const before = await regions.blocked();
      await audited(
        () => ({
          actorId,
          action: "regions.set",
          targetType: "regions",
          targetId: 0,
          details: { regions: list, before },
        }),
        (tx) => regions.setIn(tx, list),
      );
      regions.forget();
      return { regions: list };
    },

    /** Writes an audit row inside another module's transaction (e.g. a wallet grant). */
    recordAudit: (tx: Db, draft: repo.AuditDraft) => repo.insertAudit(tx, draft),

    /** Every sensitive word with what the chat filter does with it. */
    sensitiveWords: words.all,
    /** Changes whenever the word list changes; cheap enough to ask before every filter use. */
    wordsVersion: words.version,
    wordPage: words.page,

    async addWord(actorId: number, word: string, action: SensitiveWordAction) {
      const added = await audited(
        (w: Awaited<ReturnType<typeof words.addIn>>) => ({
          actorId,
          action: "sensitiveWord.add",
          targetType: "sensitiveWord",
          targetId: w.id,
          details: { word: w.word, action: w.action },
        }),
        (tx) => words.addIn(tx, word, action),
      );
      words.forget();
      return added;
    },

    async deleteWord(actorId: number, id: number) {
      const deleted = await audited(
        (w: Awaited<ReturnType<typeof words.deleteIn>>) => ({
          actorId,
          action: "sensitiveWord.delete",
          targetType: "sensitiveWord",
          targetId: id,
          details: { word: w.word, action: w.action },
        }),
        (tx) => words.deleteIn(tx, id),
      );
      words.forget();
      return deleted;
    },

    async audit(action: string | undefined, page: number, pageSize: number) {
      const { rows, total } = await repo.auditPage(db, action, (page - 1) * pageSize, pageSize);
      return { total, page, pageSize, list: rows.map(toAuditEntry) };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
