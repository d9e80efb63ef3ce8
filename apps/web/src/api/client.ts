import { type Envelope, ERRORS, LIMITS } from "@courtside/protocol";
import type { z } from "zod";
import { takeAnswer } from "../firstPaint/answers";
import { useSessionStore } from "../stores/session";
import { useSettingsStore } from "../stores/settings";
import { baseHeaders } from "./baseHeaders";
import { parseJson, stringifyJson } from "./bigJson";
import { deviceId, knownDeviceId } from "./device";
import { ApiError, CLIENT_ERRORS } from "./errors";
import { reportFailure } from "./failure";

/** Every call goes through here. Components never call fetch; they use the api/<domain> functions. */

export const API_BASE = "/web";

/**
 * The data of a response that the protocol schema `S` describes, e.g. `post<Data<typeof
 * matchPageSchema>>(…)` with the schema imported as a type: types cost nothing to download, while
 * importing a schema's value brings zod and the schema into the page's code.
 */
export type Data<S extends z.ZodType> = z.output<S>;

/** Anything with zod's `parse`, for a response that must be checked here too. */
export interface Schema<T> {
  parse: (data: unknown) => T;
}

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /**
   * Usually left out: the server checks every response against its protocol schema before it
   * sends it, so the data is the type the call names. Giving one checks the data here as well.
   */
  schema?: Schema<T>;
  /** Throw without showing a message; for background calls such as polling. */
  silent?: boolean;
  /** Cancellation from the caller (TanStack Query passes one); a cancelled call is not reported. */
  signal?: AbortSignal;
  /** Extra headers of one call, e.g. the super admin's `X-Security-Code`. */
  headers?: Record<string, string>;
}

/** Account calls (sign-in, registration, codes, the token check), whose sessions belong to a device. */
const ACCOUNT_PATH = "/web_user/";

async function headers(path: string, token: string | null): Promise<Record<string, string>> {
  const lang = useSettingsStore.getState().lang;
  // On a first visit the id is made after LIMITS.deviceIdDelayMs. Account and signed-in calls wait
  // for it, so every call of a session carries the same DeviceInfo; public reads (the first
  // screen's lists) go at once, with the bare prefix until the id exists.
  const device = token || path.startsWith(ACCOUNT_PATH) ? await deviceId() : (knownDeviceId() ?? "");
  const result = baseHeaders(lang, device);
  // Sent raw, as the server accepts raw or Bearer and the original client sent it raw.
  if (token) result.Authorization = token;
  return result;
}

/**
 * `{ success, code, msg, data }`. `data` is the type the caller names: the server validated it
 * against the same protocol schema on the way out (see `Data`).
 */
function isEnvelope<T>(value: unknown): value is Envelope<T> {
  if (typeof value !== "object" || value === null) return false;
  const field = (name: string): unknown => Reflect.get(value, name);
  return typeof field("success") === "boolean" && Number.isInteger(field("code")) && typeof field("msg") === "string";
}

/**
 * A visitor's first call that the first paint already made (same path and body) takes its answer
 * (firstPaint/answers.ts). Not for a signed-in user, whose answers carry their own follows and
 * bookings, nor once that answer failed: then the call is made here.
 */
async function firstPaintAnswer(method: string, path: string, body: string | undefined): Promise<string | undefined> {
  if (method !== "POST" || body === undefined || useSessionStore.getState().jwt) return undefined;
  return takeAnswer(path, body);
}

/** A call's `{success, code, msg, data}` envelope and the session token it went with (null for a visitor's). */
interface Answer<T> {
  envelope: Envelope<T>;
  sentWith: string | null;
}

/** Sends the call and reads its envelope, within the timeout. */
async function exchange<T>(path: string, options: RequestOptions<T>): Promise<Answer<T>> {
  const method = options.method ?? "GET";
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LIMITS.requestTimeoutMs);
  const cancel = () => controller.abort();
  options.signal?.addEventListener("abort", cancel);
  try {
    // The server rejects an empty JSON body, so a POST without one sends `{}`.
    const body = method === "GET" ? undefined : await stringifyJson(options.body ?? {});
    const early = await firstPaintAnswer(method, path, body);
    let status = 200;
    let text = early;
    let sentWith: string | null = null;
    if (text === undefined) {
      const sending = { ...(await headers(path, useSessionStore.getState().jwt)), ...options.headers };
      sentWith = sending.Authorization ?? null;
      const response = await fetch(`${API_BASE}${path}`, {
        method,
        headers: sending,
        body,
        signal: controller.signal,
      });
      status = response.status;
      text = await response.text();
    }
    let parsed: unknown;
    try {
      parsed = await parseJson(text);
    } catch {
      throw new ApiError(CLIENT_ERRORS.badResponse, "", { status });
    }
    if (!isEnvelope<T>(parsed)) throw new ApiError(CLIENT_ERRORS.badResponse, "", { status });
    return { envelope: parsed, sentWith };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(CLIENT_ERRORS.timeout, "");
    if (options.signal?.aborted) throw error;
    throw new ApiError(CLIENT_ERRORS.network, "");
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", cancel);
  }
}

/**
 * Calls `/web<path>` and returns its data, checked by `schema`. On failure the app reacts (message,
 * sign-out or /403, see failure.ts) and an ApiError is thrown so callers can show field errors.
 */
export async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  // Only a refusal in the envelope can be of the session's token, so only it is judged by the token
  // the call went with; a call that got no envelope failed on the way (network, timeout, bad body).
  const report = (error: unknown, sentWith?: string | null) => {
    if (error instanceof ApiError) reportFailure(error, { silent: options.silent, sentWith });
    return error;
  };
  const { envelope, sentWith } = await exchange(path, options).catch((error: unknown) => {
    throw report(error);
  });
  try {
    return dataOf(envelope, options.schema);
  } catch (error) {
    throw report(error, sentWith);
  }
}

/** The envelope's data, checked by `schema` when one is given; a refusal or a mismatch throws ApiError. */
function dataOf<T>(envelope: Envelope<T>, schema: Schema<T> | undefined): T {
  if (envelope.code !== 0 || !envelope.success) throw new ApiError(envelope.code, envelope.msg, envelope.data);
  if (!schema) return envelope.data;
  try {
    return schema.parse(envelope.data);
  } catch {
    throw new ApiError(CLIENT_ERRORS.badResponse, "", envelope.data);
  }
}

export const get = <T>(path: string, options: Omit<RequestOptions<T>, "method" | "body"> = {}) =>
  request<T>(path, { ...options, method: "GET" });

export const post = <T>(path: string, body: unknown, options: Omit<RequestOptions<T>, "method" | "body"> = {}) =>
  request<T>(path, { ...options, method: "POST", body });

export interface SendBytesOptions {
  /** Share of the body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Reads the answer to a PUT of bytes: our own storage answers the usual envelope, a storage
 * service (S3) a 2xx with an empty or XML body; anything else is a failure.
 */
export function readUploadAnswer(status: number, text: string): ApiError | null {
  let parsed: unknown;
  try {
    // Only the envelope's code and message matter here, so plain JSON (no BigInt) will do.
    parsed = text.trim() ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (isEnvelope<unknown>(parsed) && (parsed.code !== 0 || !parsed.success)) {
    return new ApiError(parsed.code, parsed.msg, parsed.data);
  }
  if (status === 0) return new ApiError(CLIENT_ERRORS.network, "");
  if (status < 200 || status >= 300) return new ApiError(ERRORS.uploadFailed, "", { status });
  return null;
}

/**
 * PUTs a file to a signed upload address (spec section 7, "Image upload"). XMLHttpRequest rather
 * than fetch because only it reports upload progress. Only Content-Type is sent: the address
 * carries its own signature, and our headers would break a storage service's CORS preflight.
 * No timeout: a 30 MB avatar on a slow line takes longer than the API's 15 s, and the user can
 * cancel instead.
 */
export function sendBytes(url: string, body: Blob, options: SendBytesOptions = {}): Promise<void> {
  const failed = (error: ApiError) => {
    reportFailure(error);
    return error;
  };
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener("load", () => {
      const error = readUploadAnswer(xhr.status, xhr.responseText);
      if (error) reject(failed(error));
      else resolve();
    });
    xhr.addEventListener("error", () => reject(failed(new ApiError(CLIENT_ERRORS.network, ""))));
    xhr.addEventListener("abort", () => reject(new DOMException("upload cancelled", "AbortError")));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
