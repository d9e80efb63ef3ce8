import type { ErrorKey, FieldError } from "@courtside/protocol";
import { ERRORS, errorMessage } from "@courtside/protocol";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "./app-error.js";

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

/** Every failure, a missing route included, leaves as the envelope; stack traces stay in the log. */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const appError = toAppError(error, req.lang);
    if (appError.statusCode >= 500) req.log.error({ err: error }, "request failed");
    else req.log.info({ code: appError.code, key: appError.key }, "request refused");
    return send(reply, req, appError);
  });
  app.setNotFoundHandler((req, reply) => send(reply, req, new AppError("notFound")));
});
