import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";
import { acceptsGzip, COMPRESS_MIN_BYTES } from "./compression.js";

/** A response ready to write: its JSON, its gzip when worth it, and an ETag naming its bytes. */
export interface Serialised {
  json: Buffer;
  gzip: Buffer | null;
  etag: string;
}

/** A shared answer: the value (to lay a viewer's own state over) and its serialised bytes. */
export interface SharedEntry<T> {
  value: T;
  bytes: Serialised;
}

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The route serializer's work done by hand: encode through the response schema (which checks it
 * and drops undeclared fields), or, when `validate` is off, the value as it is. Only values built by
 * our own presenters come here, so the unchecked path cannot leak a stray column.
 */
export function toJson<S extends z.ZodType>(schema: S, value: z.output<S>, validate: boolean, url: string): string {
  if (!validate) return JSON.stringify(value);
  const result = z.safeEncode(schema, value);
  if (result.error) throw new ResponseSerializationError("POST", url, { cause: result.error });
  return JSON.stringify(result.data);
}

export function serialise(json: string): Serialised {
  const bytes = Buffer.from(json);
  const etag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
  return { json: bytes, gzip: bytes.length >= COMPRESS_MIN_BYTES ? gzipSync(bytes) : null, etag };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");
}

/**
 * Writes serialised bytes: 304 when the client already holds them, gzip when asked for and worth
 * it. The bytes go as a Buffer, so neither the route serializer nor the compression hook runs again.
 */
export function sendSerialised(req: FastifyRequest, reply: FastifyReply, bytes: Serialised, cacheControl = "no-cache") {
  reply.header("etag", bytes.etag);
  reply.header("vary", "accept-encoding");
  reply.header("cache-control", cacheControl);
  if (matches(req.headers["if-none-match"], bytes.etag)) return reply.code(304).send();
  reply.type(JSON_TYPE);
  if (bytes.gzip && acceptsGzip(req.headers["accept-encoding"])) {
    reply.header("content-encoding", "gzip");
    return reply.send(bytes.gzip);
  }
  return reply.send(bytes.json);
}

interface Slot<T> {
  entry: T | undefined;
  at: number;
  loading: Promise<T> | undefined;
}

/**
 * A read-through cache that never makes readers wait for a rebuild they need not wait for: a fresh
 * entry (younger than `ttlMs`) is returned as it is; an entry up to twice that age is returned while
 * one rebuild runs; an older one (no reader for a while) waits for the rebuild, so a quiet list is
 * never served more than a second out of date. A failed rebuild is not kept.
 */
export function staleWhileRebuilding<T>(ttlMs: number, maxKeys = 500) {
  const slots = new Map<string, Slot<T>>();
  function rebuild(key: string, slot: Slot<T>, load: () => Promise<T>): Promise<T> {
    const started = Date.now();
    const loading = load().then(
      (entry) => {
        if (slots.get(key) === slot) Object.assign(slot, { entry, at: started, loading: undefined });
        return entry;
      },
      (error: unknown) => {
        slot.loading = undefined;
        throw error;
      },
    );
    // Readers served the stale entry do not wait on the rebuild; its failure is theirs to ignore.
    loading.catch(() => undefined);
    slot.loading = loading;
    return loading;
  }
  return {
    get(key: string, load: () => Promise<T>): T | Promise<T> {
      let slot = slots.get(key);
      if (!slot) {
        if (slots.size >= maxKeys) slots.clear();
        slot = { entry: undefined, at: 0, loading: undefined };
        slots.set(key, slot);
      }
      const age = Date.now() - slot.at;
      if (slot.entry !== undefined && age < ttlMs) return slot.entry;
      const loading = slot.loading ?? rebuild(key, slot, load);
      return slot.entry !== undefined && age < 2 * ttlMs ? slot.entry : loading;
    },
    clear: () => slots.clear(),
  };
}

/**
 * Public answers every visitor loads, kept serialised for `ttlMs` per key: a visitor's request is a
 * lookup and a write. Building an entry runs the response schema once, whatever the setting: once
 * a second per key costs nothing next to the requests it serves. `validate` (on in tests) also runs
 * it over the per-viewer answers of `sendOwn`, which production sends unchecked.
 */
export function sharedResponses<S extends z.ZodType>(url: string, schema: S, validate: boolean, ttlMs = 1000) {
  const cache = staleWhileRebuilding<SharedEntry<z.output<S>>>(ttlMs);
  return {
    get(key: string, load: () => Promise<z.output<S>>): SharedEntry<z.output<S>> | Promise<SharedEntry<z.output<S>>> {
      return cache.get(key, async () => {
        const value = await load();
        return { value, bytes: serialise(toJson(schema, value, true, url)) };
      });
    },
    /** A signed-in viewer's own copy of a shared answer (their bookings laid over it). */
    sendOwn(req: FastifyRequest, reply: FastifyReply, value: z.output<S>) {
      return sendSerialised(req, reply, serialise(toJson(schema, value, validate, url)));
    },
    send: sendSerialised,
    clear: cache.clear,
  };
}
