import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../http/app-error.js";

/** The byte range asked for, clamped to the file; null when it cannot be satisfied. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size === 0) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    // A suffix: the last N bytes.
    const length = Math.min(Number(to), size);
    return length > 0 ? { start: size - length, end: size - 1 } : null;
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/** Sends a file, or the byte range asked for (players seek in recordings this way). */
export async function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  path: string,
  type: string,
  cacheControl: string,
) {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new AppError("notFound");
  reply.header("content-type", type).header("accept-ranges", "bytes").header("cache-control", cacheControl);
  const header = req.headers.range;
  if (!header) {
    reply.header("content-length", info.size);
    return reply.send(createReadStream(path));
  }
  const range = parseRange(header, info.size);
  if (!range) {
    return reply.code(416).header("content-range", `bytes */${info.size}`).send();
  }
  return reply
    .code(206)
    .header("content-range", `bytes ${range.start}-${range.end}/${info.size}`)
    .header("content-length", range.end - range.start + 1)
    .send(createReadStream(path, range));
}
