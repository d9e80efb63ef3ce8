import type {
  AdminConfig,
  adminApplicationListBodySchema,
  adminApplicationPageSchema,
  adminGiftListSchema,
  adminGiftSchema,
  adminMeSchema,
  adminNoticeBodySchema,
  adminNoticeResultSchema,
  adminUserListBodySchema,
  adminUserPageSchema,
  adminUserSchema,
  auditListBodySchema,
  auditPageSchema,
  BanKind,
  blockedRegionsSchema,
  Lang,
  MatchSource,
  matchSourcesSchema,
  RichText,
  RichTextKind,
  reviewResultSchema,
  SaveGiftBody,
  SensitiveWordAction,
  sensitiveWordPageSchema,
  sensitiveWordSchema,
  superAdminListSchema,
} from "@courtside/protocol";
import type { z } from "zod";
import { type Data, post } from "./client";

/**
 * Super-admin calls (`/web/admin/…`). Each carries the security code the admin entered for this
 * tab in `X-Security-Code`, besides the token.
 */

const adminPost = <T>(path: string, body: unknown, code: string, silent = false) =>
  post<T>(`/admin/${path}`, body, { silent, headers: { "X-Security-Code": code } });

export const fetchAdminMe = (signal?: AbortSignal, silent = false) =>
  post<Data<typeof adminMeSchema>>("/admin/me", {}, { signal, silent });

/** Quiet: the code form shows a wrong or locked code itself. */
export const verifySecurityCode = (code: string) => adminPost<null>("verify", {}, code, true);

export const fetchApplications = (code: string, body: z.input<typeof adminApplicationListBodySchema>) =>
  adminPost<Data<typeof adminApplicationPageSchema>>("applications", body, code);

export const approveApplication = (code: string, id: number) =>
  adminPost<Data<typeof reviewResultSchema>>("applications/approve", { id }, code);

export const rejectApplication = (code: string, id: number, reason: string) =>
  adminPost<Data<typeof reviewResultSchema>>("applications/reject", { id, reason }, code, true);

export const fetchAdminUsers = (code: string, body: z.input<typeof adminUserListBodySchema>) =>
  adminPost<Data<typeof adminUserPageSchema>>("users", body, code);

export const banUser = (code: string, userId: number, kind: BanKind, reason: string) =>
  adminPost<Data<typeof adminUserSchema>>("users/ban", { userId, kind, reason }, code);

export const unbanUser = (code: string, userId: number) =>
  adminPost<Data<typeof adminUserSchema>>("users/unban", { userId }, code);

/** Site-wide speaking ban for `minutes`: the user reads everywhere and speaks nowhere until it ends. */
export const speechBanUser = (code: string, userId: number, minutes: number, reason: string) =>
  adminPost<Data<typeof adminUserSchema>>("users/speech_ban", { userId, minutes, reason }, code);

export const speechUnbanUser = (code: string, userId: number) =>
  adminPost<Data<typeof adminUserSchema>>("users/speech_unban", { userId }, code);

export const fetchSensitiveWords = (code: string, body: { keyword?: string; page: number; pageSize: number }) =>
  adminPost<Data<typeof sensitiveWordPageSchema>>("sensitive_words", body, code);

/** Quiet: a duplicate or invalid word shows next to the word field. */
export const addSensitiveWord = (code: string, word: string, action: SensitiveWordAction) =>
  adminPost<Data<typeof sensitiveWordSchema>>("sensitive_words/add", { word, action }, code, true);

export const deleteSensitiveWord = (code: string, id: number) =>
  adminPost<Data<typeof sensitiveWordSchema>>("sensitive_words/delete", { id }, code);

export const fetchAuditLog = (code: string, body: z.input<typeof auditListBodySchema>) =>
  adminPost<Data<typeof auditPageSchema>>("audit_log", body, code);

export const fetchBlockedRegions = (code: string) => adminPost<Data<typeof blockedRegionsSchema>>("regions", {}, code);

/** Quiet: a bad code shows next to the field. */
export const setBlockedRegions = (code: string, regions: string[]) =>
  adminPost<Data<typeof blockedRegionsSchema>>("regions/set", { regions }, code, true);

export const saveRichText = (code: string, kind: RichTextKind, lang: Lang, html: string) =>
  adminPost<RichText>("rich_text/save", { kind, lang, html }, code);

export const resetRichText = (code: string, kind: RichTextKind, lang: Lang) =>
  adminPost<RichText>("rich_text/reset", { kind, lang }, code);

export const fetchAdminConfig = (code: string) => adminPost<AdminConfig>("config", {}, code);

/** Quiet: the form shows what was refused. */
export const setAdminConfig = (code: string, patch: Partial<AdminConfig>) =>
  adminPost<AdminConfig>("config/set", patch, code, true);

/** Quiet: the form shows what was refused. */
export const sendAdminNotice = (code: string, body: z.input<typeof adminNoticeBodySchema>) =>
  adminPost<Data<typeof adminNoticeResultSchema>>("notices", body, code, true);

export const fetchAdminGifts = (code: string) => adminPost<Data<typeof adminGiftListSchema>>("gifts", {}, code);

/** Quiet: the dialog shows what was refused. */
export const saveGift = (code: string, body: SaveGiftBody) =>
  adminPost<Data<typeof adminGiftSchema>>("gifts/save", body, code, true);

export const fetchSuperAdmins = (code: string) => adminPost<Data<typeof superAdminListSchema>>("admins", {}, code);

/** Quiet: the form shows what was refused. */
export const addSuperAdmin = (code: string, userId: number, securityCode: string) =>
  adminPost<null>("admins/add", { userId, securityCode }, code, true);

export const removeSuperAdmin = (code: string, userId: number) => adminPost<null>("admins/remove", { userId }, code);

/** Quiet: the form shows what was refused. */
export const changeSecurityCode = (code: string, newCode: string) =>
  adminPost<null>("code/change", { newCode }, code, true);

export const bindUser = (code: string, userId: number) => adminPost<null>("users/bind", { userId }, code);

export const unbindUser = (code: string, userId: number) => adminPost<null>("users/unbind", { userId }, code);

/** Quiet: a bad address shows next to its field. */
export const saveMatchSources = (code: string, matchId: number, sources: MatchSource[]) =>
  adminPost<Data<typeof matchSourcesSchema>>("match_sources/save", { matchId, sources }, code, true);
