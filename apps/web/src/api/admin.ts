import {
  type adminApplicationListBodySchema,
  adminApplicationPageSchema,
  adminMeSchema,
  type adminUserListBodySchema,
  adminUserPageSchema,
  adminUserSchema,
  type auditListBodySchema,
  auditPageSchema,
  type BanKind,
  reviewResultSchema,
  type SensitiveWordAction,
  sensitiveWordPageSchema,
  sensitiveWordSchema,
} from "@courtside/protocol";
import { z } from "zod";
import { post, type Schema } from "./client";

/**
 * Super-admin calls (`/web/admin/…`). Each carries the security code the admin entered for this
 * tab in `X-Security-Code`, besides the token.
 */

const adminPost = <T>(path: string, body: unknown, code: string, schema: Schema<T>, silent = false) =>
  post(`/admin/${path}`, body, { schema, silent, headers: { "X-Security-Code": code } });

export const fetchAdminMe = (signal?: AbortSignal) => post("/admin/me", {}, { schema: adminMeSchema, signal });

/** Quiet: the code form shows a wrong or locked code itself. */
export const verifySecurityCode = (code: string) => adminPost("verify", {}, code, z.null(), true);

export const fetchApplications = (code: string, body: z.input<typeof adminApplicationListBodySchema>) =>
  adminPost("applications", body, code, adminApplicationPageSchema);

export const approveApplication = (code: string, id: number) =>
  adminPost("applications/approve", { id }, code, reviewResultSchema);

export const rejectApplication = (code: string, id: number, reason: string) =>
  adminPost("applications/reject", { id, reason }, code, reviewResultSchema, true);

export const fetchAdminUsers = (code: string, body: z.input<typeof adminUserListBodySchema>) =>
  adminPost("users", body, code, adminUserPageSchema);

export const banUser = (code: string, userId: number, kind: BanKind, reason: string) =>
  adminPost("users/ban", { userId, kind, reason }, code, adminUserSchema);

export const unbanUser = (code: string, userId: number) => adminPost("users/unban", { userId }, code, adminUserSchema);

export const fetchSensitiveWords = (code: string, body: { keyword?: string; page: number; pageSize: number }) =>
  adminPost("sensitive_words", body, code, sensitiveWordPageSchema);

/** Quiet: a duplicate or invalid word shows next to the word field. */
export const addSensitiveWord = (code: string, word: string, action: SensitiveWordAction) =>
  adminPost("sensitive_words/add", { word, action }, code, sensitiveWordSchema, true);

export const deleteSensitiveWord = (code: string, id: number) =>
  adminPost("sensitive_words/delete", { id }, code, sensitiveWordSchema);

export const fetchAuditLog = (code: string, body: z.input<typeof auditListBodySchema>) =>
  adminPost("audit_log", body, code, auditPageSchema);
