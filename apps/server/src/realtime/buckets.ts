import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import type { Bucket } from "../config.js";

/** The outcome of taking a token: refused ones say how long until the next token. */
export interface Take {
  ok: boolean;
  retryAfterMs: number;
}

interface State {
  tokens: number;
  at: number;
}

function refill(state: State, { rate, burst }: Bucket, now: number) {
  if (now > state.at) {
    state.tokens = Math.min(burst, state.tokens + ((now - state.at) * rate) / 1000);
    state.at = now;
  }
}

function takeFrom(state: State, limit: Bucket, now: number): Take {
  refill(state, limit, now);
  if (state.tokens >= 1) {
    state.tokens -= 1;
    return { ok: true, retryAfterMs: 0 };
  }
  return { ok: false, retryAfterMs: Math.ceil(((1 - state.tokens) * 1000) / limit.rate) };
}

/** One token bucket, for something that lives on one node (a socket). */
export function createBucket(limit: Bucket, now: () => number = Date.now) {
  const state: State = { tokens: limit.burst, at: now() };
  return { take: (): Take => takeFrom(state, limit, now()) };
}

const BUCKET_SCRIPT = `
local burst = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then tokens = burst; at = now end
if now > at then tokens = math.min(burst, tokens + (now - at) * perMs); at = now end
local ok = 0
local wait = 0
if tokens >= 1 then tokens = tokens - 1; ok = 1 else wait = math.ceil((1 - tokens) / perMs) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', string.format('%d', at))
redis.call('PEXPIRE', KEYS[1], string.format('%d', math.min(86400000, math.ceil(burst / perMs) + 1000)))
return {ok, wait}
`;

/** Runs a Lua script by its digest, sending its text only the first time a server sees it. */
export async function runScript(redis: Redis, script: string, keys: string[], args: (string | number)[]) {
  const sha = createHash("sha1").update(script).digest("hex");
  try {
    return await redis.evalsha(sha, keys.length, ...keys, ...args);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith("NOSCRIPT")) throw error;
    return redis.eval(script, keys.length, ...keys, ...args);
  }
}

const MEMORY_KEYS_MAX = 10_000;

/**
 * Token buckets by key (a user, an address). With Redis the buckets live there, so a limit holds
 * across nodes (a user's sockets, an address's connections may sit on several); alone, this
 * process is the only node and memory is the whole truth.
 */
export function createKeyedBuckets(limit: Bucket, redis: Redis | undefined, prefix: string) {
  const states = new Map<string, State>();

  function takeInMemory(key: string): Take {
    const now = Date.now();
    if (states.size >= MEMORY_KEYS_MAX) {
      // A full bucket is the same as none: forget those, so idle keys cost nothing.
      for (const [other, state] of states) {
        refill(state, limit, now);
        if (state.tokens >= limit.burst) states.delete(other);
      }
    }
    let state = states.get(key);
    if (!state) {
      state = { tokens: limit.burst, at: now };
      states.set(key, state);
    }
    return takeFrom(state, limit, now);
  }

  return {
    async take(key: string): Promise<Take> {
      if (!redis) return takeInMemory(key);
      const reply = await runScript(
        redis,
        BUCKET_SCRIPT,
        [`${prefix}${key}`],
        [limit.burst, limit.rate / 1000, Date.now()],
      );
      const [ok, wait] = Array.isArray(reply) ? reply : [];
      return { ok: Number(ok) === 1, retryAfterMs: Number(wait ?? 0) };
    },
  };
}
export type KeyedBuckets = ReturnType<typeof createKeyedBuckets>;
