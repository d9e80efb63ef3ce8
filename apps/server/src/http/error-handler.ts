import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { ErrorKey, FieldError } from "@courtside/protocol";
import { ERRORS, errorMessage } from "@courtside/protocol";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "./app-error.js";
import { requestLang } from "./request-context.js";
import { apiSecurityHeaders } from "./security-headers.js";

function isErrorKey(value: string): value is ErrorKey {
  return Object.hasOwn(ERRORS, value);
}

/** Schema messages may name a catalogue key (e.g. "usernameRule"); those are translated. */
function fieldErrors(error: FastifyError, lang: FieldLang): FieldError[] {
  const context = error.validationContext ?? "body";
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const message = issue.message ?? "invalid";
    return {
      field: path ? `${context}.${path}` : context,
      message: isErrorKey(message) ? errorMessage(lang, message) : message,
    };
  });
}
type FieldLang = FastifyRequest["lang"];

/** Maps whatever was thrown to a catalogue error; unknown errors become `internal` (logged, never shown). */
export function toAppError(error: FastifyError | AppError, lang: FieldLang): AppError {
  if (error instanceof AppError) return error;
  if (error.validation) return new AppError("validation", { data: { fields: fieldErrors(error, lang) } });
  if (isResponseSerializationError(error)) return new AppError("internal");
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return new AppError("bodyTooLarge");
  if (status === 415 || error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return new AppError("unsupportedMediaType");
  if (status === 429) return new AppError("rateLimited", { params: { seconds: 60 } });
  if (error instanceof SyntaxError || error.code?.startsWith("FST_ERR_CTP_")) return new AppError("malformedBody");
  if (status >= 400 && status < 500) return new AppError("malformedBody", { status });
  return new AppError("internal");
}

function send(reply: FastifyReply, req: FastifyRequest, error: AppError) {
  return reply.status(error.statusCode).send({
    success: false,
    code: error.code,
    msg: errorMessage(req.lang, error.key, error.params),
    data: error.data,
  });
}

function refuse(error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error, req.lang);
  if (appError.statusCode >= 500) req.log.error({ err: error }, "request failed");
  else req.log.info({ code: appError.code, key: appError.key }, "request refused");
  return send(reply, req, appError);
}

/**
 * Fastify's `frameworkErrors` option: failures found while routing, before any hook runs (an
 * address that cannot be decoded, such as `/web/%`, or a path parameter past `maxParamLength`).
 * Without it they leave as Fastify's own bodies; with it, as the envelope in the caller's language
 * and with the headers every other API answer carries.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  req.lang = requestLang(req.headers);
  reply.headers(apiSecurityHeaders()).header("x-request-id", req.id);
  if (error.code === "FST_ERR_BAD_URL") return refuse(new AppError("badUrl"), req, reply);
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return refuse(new AppError("urlTooLong"), req, reply);
  return refuse(error, req, reply);
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser cannot read (a broken
 * header line, headers past the size limit, a request that never finished) is answered on the
 * socket before any route or header is known, so in English, but still as the envelope.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = JSON.stringify({
      success: false,
      code: ERRORS.malformedBody,
      msg: errorMessage("en", "malformedBody"),
      data: null,
    });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Every failure, a missing route included, leaves as the envelope; stack traces stay in the log. */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(refuse);
  app.setNotFoundHandler((req, reply) => send(reply, req, new AppError("notFound")));
  // A plugin that refuses with an empty body (the websocket route answers a plain GET with a bare
  // 404) still answers with the envelope.
  app.addHook("onSend", (req, reply, payload, done) => {
    if (reply.statusCode < 400 || (payload !== undefined && payload !== null && payload !== "")) {
      return done(null, payload);
    }
    const error = new AppError(reply.statusCode === 404 ? "notFound" : "malformedBody", { status: reply.statusCode });
    reply.type("application/json; charset=utf-8");
    done(
      null,
      JSON.stringify({ success: false, code: error.code, msg: errorMessage(req.lang, error.key), data: null }),
    );
  });
});
