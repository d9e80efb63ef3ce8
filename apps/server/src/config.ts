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
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  LOGIN_RATE_MAX: z.coerce.number().int().positive().default(10),
  REGISTER_RATE_MAX: z.coerce.number().int().positive().default(10),
  CODE_RATE_MAX: z.coerce.number().int().positive().default(20),
  SMS_PROVIDER: z.enum(["log", "http"]).default("log"),
  SMS_HTTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SMS_HTTP_USER: z.string().optional(),
  SMS_HTTP_PASSWORD: z.string().optional(),
  SMS_HTTP_FROM: z.string().optional(),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MATCH_FEED: z.enum(["demo", "none"]).default("demo"),
  JOBS: z.preprocess(emptyAsUndefined, flag.default(true)),
  MEDIA: z.preprocess(emptyAsUndefined, flag.default(true)),
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  RTMP_PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rtmps?:\/\/[^/]+/)
      .optional(),
  ),
  MEDIA_PLAY_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MEDIA_HLS: z.preprocess(emptyAsUndefined, flag.default(true)),
  MEDIA_RECORD: z.preprocess(emptyAsUndefined, flag.default(true)),
  FFMPEG_PATH: z.preprocess(emptyAsUndefined, z.string().default("ffmpeg")),
  DEMO_BROADCASTS: z.preprocess(emptyAsUndefined, flag.default(true)),
  REPLAYS_PER_ANCHOR: z.coerce.number().int().positive().default(20),
});

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where stored objects are read from (a CDN); defaults to `<endpoint>/<bucket>`. */
  publicUrl: string;
}

export type SmsConfig =
  | { provider: "log" }
  | { provider: "http"; url: string; user: string | undefined; password: string | undefined; from: string | undefined };

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
  /** Token signing secret; when unset one is generated once and kept in the database. */
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /** Per-client-address limits: sign-ins per minute, registrations and code requests per hour. */
  authLimits: { loginPerMinute: number; registerPerHour: number; codePerHour: number };
  sms: SmsConfig;
  s3: S3Config | undefined;
  /** Which feed keeps matches up to date: the demo feed, or none (imports only). */
  matchFeed: "demo" | "none";
  /** Whether this node runs scheduled jobs (every node may; each job still runs once). */
  jobs: boolean;
  media: MediaConfig;
}

/** The embedded media server (RTMP ingest, HTTP-FLV, HLS, recordings) and where viewers reach video. */
export interface MediaConfig {
  /** Whether `main.ts` listens for RTMP pushes. */
  enabled: boolean;
  /** 0 picks a free port. */
  rtmpPort: number;
  /** The push server address anchors are given, e.g. `rtmp://ingest.example.com/live`; derived when unset. */
  rtmpPublicUrl: string | undefined;
  /** Base address of `/live/…` for viewers (a CDN in front of the nodes); the app's origin when unset. */
  playUrl: string | undefined;
  /** Produce HLS (needs ffmpeg). */
  hls: boolean;
  /** Record broadcasts as replays. */
  record: boolean;
  ffmpegPath: string;
  /** With DEMO, push generated test pictures to a few demo rooms (needs ffmpeg). */
  demoBroadcasts: boolean;
  /** Replays kept per anchor; older recordings are deleted. */
  replaysPerAnchor: number;
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
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_DAYS * 24 * 60 * 60,
    authLimits: {
      loginPerMinute: e.LOGIN_RATE_MAX,
      registerPerHour: e.REGISTER_RATE_MAX,
      codePerHour: e.CODE_RATE_MAX,
    },
    sms: smsConfig(e),
    s3: s3Config(e),
    matchFeed: e.MATCH_FEED,
    jobs: e.JOBS,
    media: {
      enabled: e.MEDIA,
      rtmpPort: e.RTMP_PORT,
      rtmpPublicUrl: e.RTMP_PUBLIC_URL?.replace(/\/$/, ""),
      playUrl: e.MEDIA_PLAY_URL?.replace(/\/$/, ""),
      hls: e.MEDIA_HLS,
      record: e.MEDIA_RECORD,
      ffmpegPath: e.FFMPEG_PATH,
      demoBroadcasts: e.DEMO_BROADCASTS,
      replaysPerAnchor: e.REPLAYS_PER_ANCHOR,
    },
  };
}

type Env = z.infer<typeof envSchema>;

function smsConfig(e: Env): SmsConfig {
  if (e.SMS_PROVIDER === "log") return { provider: "log" };
  if (!e.SMS_HTTP_URL) throw new ConfigError("Invalid configuration:\n  SMS_HTTP_URL: required when SMS_PROVIDER=http");
  return {
    provider: "http",
    url: e.SMS_HTTP_URL,
    user: e.SMS_HTTP_USER,
    password: e.SMS_HTTP_PASSWORD,
    from: e.SMS_HTTP_FROM,
  };
}

function s3Config(e: Env): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (!e.S3_ENDPOINT || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_*: S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
    );
  }
  const endpoint = e.S3_ENDPOINT.replace(/\/$/, "");
  return {
    endpoint,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint}/${e.S3_BUCKET}`).replace(/\/$/, ""),
  };
}
