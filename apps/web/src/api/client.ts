import { ERRORS, errorEnvelopeSchema, LANGUAGE_LIST, LIMITS } from "@courtside/protocol";
import JSONbig from "json-bigint";
import { useSessionStore } from "../stores/session";
import { useSettingsStore } from "../stores/settings";
import { deviceId } from "./device";
import { ApiError, CLIENT_ERRORS } from "./errors";
import { reportFailure } from "./failure";

/** Every call goes through here. Components never call fetch; they use the api/<domain> functions. */

export const API_BASE = "/web";

/** Ids can exceed 2^53; json-bigint keeps them exact as BigInt both ways. */
const json = JSONbig({ useNativeBigInt: true });

/** Anything with zod's `parse`, so response data is checked against the protocol schema. */
export interface Schema<T> {
  parse: (data: unknown) => T;
}

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  schema: Schema<T>;
  /** Throw without showing a message; for background calls such as polling. */
  silent?: boolean;
  /** Cancellation from the caller (TanStack Query passes one); a cancelled call is not reported. */
  signal?: AbortSignal;
  /** Extra headers of one call, e.g. the super admin's `X-Security-Code`. */
  headers?: Record<string, string>;
}

async function headers(): Promise<Record<string, string>> {
  const lang = useSettingsStore.getState().lang;
  const result: Record<string, string> = {
    "X-Requested-With": "XMLHttpRequest",
    "Content-Type": "application/json",
    // On a first visit this waits for the new id (at most LIMITS.deviceIdDelayMs), so that every
    // call of a session carries the same DeviceInfo.
    DeviceInfo: `pc${await deviceId()}`,
    "language-config": LANGUAGE_LIST.find((entry) => entry.code === lang)?.header ?? lang,
  };
  const token = useSessionStore.getState().jwt;
  // Sent raw, as the server accepts raw or Bearer and the original client sent it raw.
  if (token) result.Authorization = token;
  return result;
}

/** Sends the call and reads the `{success, code, msg, data}` envelope, within the timeout. */
async function exchange(path: string, options: RequestOptions<unknown>) {
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
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: { ...(await headers()), ...options.headers },
      // The server rejects an empty JSON body, so a POST without one sends `{}`.
      body: method === "GET" ? undefined : json.stringify(options.body ?? {}),
      signal: controller.signal,
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = json.parse(text);
    } catch {
      throw new ApiError(CLIENT_ERRORS.badResponse, "", { status: response.status });
    }
    const envelope = errorEnvelopeSchema.safeParse(parsed);
    if (!envelope.success) throw new ApiError(CLIENT_ERRORS.badResponse, "", { status: response.status });
    return envelope.data;
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
export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  try {
    const envelope = await exchange(path, options);
    if (envelope.code !== 0 || !envelope.success) {
      throw new ApiError(envelope.code, envelope.msg, envelope.data);
    }
    try {
      return options.schema.parse(envelope.data);
    } catch {
      throw new ApiError(CLIENT_ERRORS.badResponse, "", envelope.data);
    }
  } catch (error) {
    if (error instanceof ApiError) reportFailure(error, { silent: options.silent });
    throw error;
  }
}

export const get = <T>(path: string, options: Omit<RequestOptions<T>, "method" | "body">) =>
  request(path, { ...options, method: "GET" });

export const post = <T>(path: string, body: unknown, options: Omit<RequestOptions<T>, "method" | "body">) =>
  request(path, { ...options, method: "POST", body });

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
    parsed = text.trim() ? json.parse(text) : null;
  } catch {
    parsed = null;
  }
  const envelope = errorEnvelopeSchema.safeParse(parsed);
  if (envelope.success && (envelope.data.code !== 0 || !envelope.data.success)) {
    return new ApiError(envelope.data.code, envelope.data.msg, envelope.data.data);
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
