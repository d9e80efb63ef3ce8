import { resolve } from "node:path";
import { z } from "zod";

const flag = z
  .enum(["0", "1", "false", "true", "off", "on", "no", "yes"])
  .transform((value) => ["1", "true", "on", "yes"].includes(value));

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Every setting comes from the environment; the defaults give the embedded single-machine setup. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DEMO: z.preprocess(emptyAsUndefined, flag.default(true)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, flag.default(false)),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Public origin, used in absolute links; derived from the port when unset. */
  publicUrl: string;
  demo: boolean;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Folder of the built web app served at `/`. */
  webDist: string;
  /** Requests per minute per client across the API. */
  rateLimitMax: number;
  trustProxy: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    demo: e.DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname),
    rateLimitMax: e.RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY,
  };
}
