import { resolve } from "node:path";
import { z } from "zod";

const flag = z
  .enum(["0", "1", "false", "true", "off", "on", "no", "yes"])
  .transform((value) => ["1", "true", "on", "yes"].includes(value));

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** The push services of Chromium browsers, Firefox, Safari and Edge: the only hosts pushes go to. */
const DEFAULT_PUSH_SERVICE_HOSTS =
  "fcm.googleapis.com,android.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com";

/** Every setting comes from the environment; the defaults give the embedded single-machine setup. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  APP_ROOM_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z][\w+.-]*:\S*\{roomId\}\S*$/i, "an address with {roomId} in it")
      .refine((url) => !/^(javascript|data|vbscript):/i.test(url), "a link scheme, not a script")
      .optional(),
  ),
  DEMO: z.preprocess(emptyAsUndefined, flag.default(true)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
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
  SMS_OUTBOX: z.preprocess(emptyAsUndefined, flag.default(false)),
  SMS_LOG_IN_PRODUCTION: z.preprocess(emptyAsUndefined, flag.default(false)),
  SMS_PHONE_DAILY_MAX: z.coerce.number().int().positive().default(10),
  SMS_DAILY_BUDGET: z.coerce.number().int().positive().default(10_000),
  AUTH_BACKOFF_AFTER: z.coerce.number().int().positive().default(5),
  AUTH_BACKOFF_MAX_SECONDS: z.coerce.number().int().positive().default(900),
  AUTH_BACKOFF_WINDOW_MINUTES: z.coerce.number().int().positive().default(60),
  NODE_ENV: z.string().optional(),
  VALIDATE_RESPONSES: z.preprocess(emptyAsUndefined, flag.optional()),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MATCH_FEED: z.enum(["demo", "none"]).default("demo"),
  JOBS: z.preprocess(emptyAsUndefined, flag.default(true)),
  JOB_SCOPE: z.string().max(64).default(""),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
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
  LIVE_THUMBNAIL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  FFMPEG_PATH: z.preprocess(emptyAsUndefined, z.string().default("ffmpeg")),
  DEMO_BROADCASTS: z.preprocess(emptyAsUndefined, flag.default(true)),
  REPLAYS_PER_ANCHOR: z.coerce.number().int().positive().default(20),
  WS_MSG_RATE: z.coerce.number().positive().default(5),
  WS_MSG_BURST: z.coerce.number().int().positive().default(20),
  WS_FRAME_RATE: z.coerce.number().positive().default(20),
  WS_FRAME_BURST: z.coerce.number().int().positive().default(60),
  WS_MAX_SUBSCRIPTIONS: z.coerce.number().int().positive().default(50),
  WS_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  WS_CONN_RATE: z.coerce.number().positive().default(1),
  WS_CONN_BURST: z.coerce.number().int().positive().default(20),
  IM_REVOKE_SECONDS: z.coerce.number().int().positive().default(120),
  FRIEND_SEARCH_DAILY: z.coerce.number().int().positive().default(100),
  FRIEND_ADD_DAILY: z.coerce.number().int().positive().default(30),
  GROUP_MEMBER_LIMIT: z.coerce.number().int().min(2).max(1_000_000).default(2000),
  RED_PACKET_GRABS_PER_HOUR: z.coerce.number().int().positive().default(60),
  VAPID_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/)
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: z.preprocess(emptyAsUndefined, z.string().default(DEFAULT_PUSH_SERVICE_HOSTS)),
  ICE_SERVERS: z.preprocess(emptyAsUndefined, z.string().default("")),
  STAGE_VIEWERS_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).optional()),
  STAGE_RELAY: z.preprocess(emptyAsUndefined, z.enum(["auto", "janus", "off"]).default("auto")),
  STAGE_RELAY_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  STAGE_RELAY_RTP_HOST: z.preprocess(emptyAsUndefined, z.string().default("127.0.0.1")),
  STAGE_RELAY_ADMIN_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
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
  /** `outbox`: serve the development outbox of sent texts to loopback callers. */
  | { provider: "log"; outbox: boolean }
  | { provider: "http"; url: string; user: string | undefined; password: string | undefined; from: string | undefined };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Public origin, used in absolute links; derived from the port when unset. */
  publicUrl: string;
  /** A room's address in the mobile app, `{roomId}` replaced (the player's app button); none hides it. */
  appRoomUrl: string | undefined;
  demo: boolean;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Folder of the built web app served at `/`. */
  webDist: string;
  /** Requests per minute per client across the API. */
  rateLimitMax: number;
  /** How long a stopping node waits for requests in flight before it cuts their connections. */
  shutdownGraceMs: number;
  /**
   * Whether the hot public lists check their per-viewer answers against the response schema (their
   * shared answers are checked once per build anyway). On under NODE_ENV=test, off elsewhere.
   */
  validateResponses: boolean;
  trustProxy: boolean;
  /** Token signing secret; when unset one is generated once and kept in the database. */
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /** Per-client-address limits: sign-ins per minute, registrations and code requests per hour. */
  authLimits: { loginPerMinute: number; registerPerHour: number; codePerHour: number };
  sms: SmsConfig;
  /** Codes per phone in any 24 hours, and code texts across the service per UTC day. */
  smsLimits: { perPhonePerDay: number; dailyBudget: number };
  /** Per-account back-off after wrong passwords and codes: free failures, longest wait, memory of failures. */
  backoff: BackoffRules;
  s3: S3Config | undefined;
  /** Which feed keeps matches up to date: the demo feed, or none (imports only). */
  matchFeed: "demo" | "none";
  /** Whether this node runs scheduled jobs (every node may; each job still runs once). */
  jobs: boolean;
  /** Which share of the jobs table this deployment schedules and runs (deployments sharing a database). */
  jobScope: string;
  /** Bearer token that opens `/web/metrics`; unset, the route answers 404. */
  metricsToken: string | undefined;
  media: MediaConfig;
  realtime: RealtimeLimits;
  /** Private messaging: how long a sender may revoke a message. */
  im: { revokeSeconds: number };
  /** Friend searches (by ID, username, phone, email) and friend applications per user per UTC day. */
  friends: { searchDaily: number; addDaily: number };
  /** Most members a group may hold; an owner may set a lower limit for their group (DECISIONS 18). */
  groups: { memberLimit: number };
  /** Red-packet grab attempts per user in any clock hour, across nodes. */
  redPacketGrabsPerHour: number;
  push: PushConfig;
  stage: StageConfig;
}

/**
 * Stage viewers a node takes by default: what a full stage (anchor + 10 guests) carried within
 * 250 ms in bench/stage, with Janus serving the viewers and with the room's werift thread alone.
 */
export const STAGE_VIEWERS = { relayed: 50, alone: 10 } as const;

/** The node's stage viewer limit: the one set, else 50 with the viewers' relay and 10 without. */
export function stageViewersMax(stage: StageConfig): number {
  return stage.viewersMax ?? (stage.relay ? STAGE_VIEWERS.relayed : STAGE_VIEWERS.alone);
}

/** Mic connection (the WebRTC stage). */
export interface StageConfig {
  /** STUN/TURN servers given to browsers and to the server's SFU; none: host candidates only. */
  iceServers: IceServerConfig[];
  /**
   * `STAGE_VIEWERS_MAX`: receive-only stage viewers this node carries over WebRTC; past it, viewers
   * watch the broadcast. Null: what one full stage carries (`stageViewersMax`).
   */
  viewersMax: number | null;
  /**
   * Janus (streaming plugin) serving the receive-only viewers, `STAGE_RELAY_URL`; null: the room's
   * SFU thread serves them too. `rtpHost` is where this node reaches the mountpoints' RTP ports.
   */
  relay: { url: string; rtpHost: string; adminKey: string | undefined } | null;
  /**
   * `STAGE_RELAY`: with no `STAGE_RELAY_URL`, `npm start` runs a Janus of its own for the viewers
   * (`janus`), does so when Janus is installed (`auto`), or leaves them to the SFU thread (`off`).
   */
  localRelay: "auto" | "janus" | "off";
}

export interface IceServerConfig {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** Browser push (Web Push with VAPID). */
export interface PushConfig {
  /** Both keys, or neither: then a pair is made on first start and kept in the database. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** Who runs the sender (`mailto:` or `https:`), sent to push services with each push. */
  vapidSubject: string;
  /** Hosts (and their subdomains) a subscription's endpoint may be on: pushes go nowhere else. */
  serviceHosts: string[];
}

/** A token bucket: `rate` per second on average, `burst` at once. */
export interface Bucket {
  rate: number;
  burst: number;
}

/** Limits of the websocket gateway (per user and address they hold across nodes with Redis). */
export interface RealtimeLimits {
  /** Chat sends per socket and per user, whatever the role. */
  messages: Bucket;
  /** Inbound frames of any type per socket; past it the socket is closed. */
  frames: Bucket;
  /** Channels one socket may follow at once. */
  maxSubscriptions: number;
  /** Open sockets per client address. */
  maxPerAddress: number;
  /** New sockets per client address. */
  connections: Bucket;
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
  /** Seconds between live thumbnails of a broadcast (needs ffmpeg); 0 turns them off. */
  thumbnailSeconds: number;
}

export interface BackoffRules {
  /** Failures within the window before each further attempt waits (1 s, 2 s, 4 s …). */
  after: number;
  maxSeconds: number;
  /** Failures older than this (since the last one) are forgotten. */
  windowSeconds: number;
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
    appRoomUrl: e.APP_ROOM_URL,
    demo: e.DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname),
    rateLimitMax: e.RATE_LIMIT_MAX,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    validateResponses: e.VALIDATE_RESPONSES ?? e.NODE_ENV === "test",
    trustProxy: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_DAYS * 24 * 60 * 60,
    authLimits: {
      loginPerMinute: e.LOGIN_RATE_MAX,
      registerPerHour: e.REGISTER_RATE_MAX,
      codePerHour: e.CODE_RATE_MAX,
    },
    sms: smsConfig(e),
    smsLimits: { perPhonePerDay: e.SMS_PHONE_DAILY_MAX, dailyBudget: e.SMS_DAILY_BUDGET },
    backoff: {
      after: e.AUTH_BACKOFF_AFTER,
      maxSeconds: e.AUTH_BACKOFF_MAX_SECONDS,
      windowSeconds: e.AUTH_BACKOFF_WINDOW_MINUTES * 60,
    },
    s3: s3Config(e),
    matchFeed: e.MATCH_FEED,
    jobs: e.JOBS,
    jobScope: e.JOB_SCOPE,
    metricsToken: e.METRICS_TOKEN,
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
      thumbnailSeconds: e.LIVE_THUMBNAIL_SECONDS,
    },
    realtime: {
      messages: { rate: e.WS_MSG_RATE, burst: e.WS_MSG_BURST },
      frames: { rate: e.WS_FRAME_RATE, burst: e.WS_FRAME_BURST },
      maxSubscriptions: e.WS_MAX_SUBSCRIPTIONS,
      maxPerAddress: e.WS_MAX_PER_ADDRESS,
      connections: { rate: e.WS_CONN_RATE, burst: e.WS_CONN_BURST },
    },
    im: { revokeSeconds: e.IM_REVOKE_SECONDS },
    friends: { searchDaily: e.FRIEND_SEARCH_DAILY, addDaily: e.FRIEND_ADD_DAILY },
    groups: { memberLimit: e.GROUP_MEMBER_LIMIT },
    redPacketGrabsPerHour: e.RED_PACKET_GRABS_PER_HOUR,
    push: pushConfig(e),
    stage: {
      iceServers: iceServers(e.ICE_SERVERS),
      viewersMax: e.STAGE_VIEWERS_MAX ?? null,
      relay: e.STAGE_RELAY_URL
        ? { url: e.STAGE_RELAY_URL, rtpHost: e.STAGE_RELAY_RTP_HOST, adminKey: e.STAGE_RELAY_ADMIN_KEY }
        : null,
      localRelay: e.STAGE_RELAY_URL ? "off" : e.STAGE_RELAY,
    },
  };
}

const iceServerSchema = z.object({
  urls: z.union([z.string().regex(/^(stuns?|turns?):/), z.array(z.string().regex(/^(stuns?|turns?):/)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/**
 * `ICE_SERVERS`: a JSON array of RTCIceServer objects (`[{"urls":"turn:…","username":…,"credential":…}]`),
 * or STUN/TURN addresses separated by commas (`stun:stun.example.com:3478,…`).
 */
function iceServers(value: string): IceServerConfig[] {
  const text = value.trim();
  if (text === "") return [];
  let parsed: unknown;
  try {
    parsed = text.startsWith("[") ? JSON.parse(text) : text.split(",").map((urls) => ({ urls: urls.trim() }));
  } catch {
    throw new ConfigError("Invalid configuration:\n  ICE_SERVERS: not valid JSON");
  }
  const servers = z.array(iceServerSchema).safeParse(parsed);
  if (!servers.success) {
    throw new ConfigError(
      "Invalid configuration:\n  ICE_SERVERS: each server needs stun:, stuns:, turn: or turns: urls",
    );
  }
  return servers.data.map((server) => ({
    urls: server.urls,
    ...(server.username === undefined ? {} : { username: server.username }),
    ...(server.credential === undefined ? {} : { credential: server.credential }),
  }));
}

function pushConfig(e: Env): PushConfig {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError("Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither");
  }
  const host = new URL(e.PUBLIC_URL ?? "http://localhost").hostname;
  return {
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject:
      e.VAPID_SUBJECT ?? (e.PUBLIC_URL?.startsWith("https://") ? new URL(e.PUBLIC_URL).origin : `mailto:push@${host}`),
    serviceHosts: e.PUSH_SERVICE_HOSTS.split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  };
}

type Env = z.infer<typeof envSchema>;

function smsConfig(e: Env): SmsConfig {
  const production = e.NODE_ENV === "production";
  if (e.SMS_PROVIDER === "log") {
    // The log provider texts nobody: in production every code would sit in the log instead.
    if (production && !e.SMS_LOG_IN_PRODUCTION) {
      throw new ConfigError(
        "Invalid configuration:\n  SMS_PROVIDER: the log provider sends no texts; set SMS_PROVIDER=http in production (or SMS_LOG_IN_PRODUCTION=1)",
      );
    }
    if (production && e.SMS_OUTBOX) {
      throw new ConfigError("Invalid configuration:\n  SMS_OUTBOX: the development outbox is not served in production");
    }
    return { provider: "log", outbox: e.SMS_OUTBOX };
  }
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
