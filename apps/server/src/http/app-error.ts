import type { ErrorKey, MessageParams } from "@courtside/protocol";
import { ERRORS } from "@courtside/protocol";

/** HTTP status per error; anything not listed is a 400 (a request the rules refuse). */
const STATUS: Partial<Record<ErrorKey, number>> = {
  forbidden: 401,
  tokenInvalid: 401,
  loginRequired: 401,
  regionBlocked: 403,
  noPermission: 403,
  noReviewPermission: 403,
  notFound: 404,
  userNotFound: 404,
  groupNotFound: 404,
  bodyTooLarge: 413,
  urlTooLong: 414,
  fileTooLarge: 413,
  unsupportedMediaType: 415,
  rateLimited: 429,
  internal: 500,
  serviceUnavailable: 503,
};

/** A failure from the catalogue, thrown by services and turned into the envelope by the error handler. */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly code: number;
  readonly statusCode: number;
  readonly params: MessageParams | undefined;
  readonly data: unknown;

  constructor(key: ErrorKey, opts: { params?: MessageParams; data?: unknown; status?: number } = {}) {
    super(key);
    this.name = "AppError";
    this.key = key;
    this.code = ERRORS[key];
    this.statusCode = opts.status ?? STATUS[key] ?? 400;
    this.params = opts.params;
    this.data = opts.data ?? null;
  }
}
