import type { FastifyServerOptions } from "fastify";

const PLAIN_KEY = /^[\w.-]{1,32}$/;

/**
 * A URL as it may be logged: the path, and of the query only the names of its parameters. Query
 * values carry secrets (tokens, codes, phone numbers) and logs outlive them; a name that is not a
 * plain word could be a secret too and is hidden as well.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split("&")
    .filter((part) => part !== "")
    .map((part) => {
      const name = part.split("=")[0] ?? "";
      return PLAIN_KEY.test(name) ? `${name}=[redacted]` : "[redacted]";
    });
  return `${url.slice(0, mark)}?${names.join("&")}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's request serializer with the URL redacted. */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url ?? ""),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The app's logger options, whatever the caller passed, with every request's URL redacted. */
export function withRedactedUrls(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (logger === undefined || logger === false) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
