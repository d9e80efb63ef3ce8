import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("configuration", () => {
  it("defaults to the embedded single-machine setup", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: "http://localhost:8080",
      demo: true,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("reads the environment", () => {
    const config = loadConfig({
      PORT: "9000",
      DATABASE_URL: "postgres://u@db:5432/app",
      REDIS_URL: "redis://cache:6379",
      PUBLIC_URL: "https://courtside.example/",
      DEMO: "0",
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: "postgres://u@db:5432/app",
      redisUrl: "redis://cache:6379",
      publicUrl: "https://courtside.example",
      demo: false,
    });
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", REDIS_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("names every invalid setting", () => {
    expect(() => loadConfig({ PORT: "eighty", DEMO: "maybe" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("takes an app room address with {roomId} in it, never a script", () => {
    expect(loadConfig({}).appRoomUrl).toBeUndefined();
    expect(loadConfig({ APP_ROOM_URL: "courtside://room/{roomId}" }).appRoomUrl).toBe("courtside://room/{roomId}");
    expect(() => loadConfig({ APP_ROOM_URL: "courtside://room" })).toThrow(/APP_ROOM_URL/);
    expect(() => loadConfig({ APP_ROOM_URL: "javascript:alert({roomId})" })).toThrow(/APP_ROOM_URL/);
  });

  it("keeps the SMS outbox off unless SMS_OUTBOX=1", () => {
    expect(loadConfig({}).sms).toEqual({ provider: "log", outbox: false });
    expect(loadConfig({ SMS_OUTBOX: "1" }).sms).toEqual({ provider: "log", outbox: true });
  });

  it("refuses the log SMS provider in production unless it is allowed, and the outbox there always", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SMS_PROVIDER/);
    expect(loadConfig({ NODE_ENV: "production", SMS_LOG_IN_PRODUCTION: "1" }).sms.provider).toBe("log");
    const http = { NODE_ENV: "production", SMS_PROVIDER: "http", SMS_HTTP_URL: "https://sms.example/send" };
    expect(loadConfig(http).sms.provider).toBe("http");
    expect(() => loadConfig({ NODE_ENV: "production", SMS_LOG_IN_PRODUCTION: "1", SMS_OUTBOX: "1" })).toThrow(
      /SMS_OUTBOX/,
    );
  });

  it("reads the SMS limits and the sign-in back-off", () => {
    expect(loadConfig({})).toMatchObject({
      smsLimits: { perPhonePerDay: 10, dailyBudget: 10_000 },
      backoff: { after: 5, maxSeconds: 900, windowSeconds: 3600 },
    });
    const set = loadConfig({ SMS_PHONE_DAILY_MAX: "4", SMS_DAILY_BUDGET: "500", AUTH_BACKOFF_MAX_SECONDS: "60" });
    expect(set).toMatchObject({ smsLimits: { perPhonePerDay: 4, dailyBudget: 500 }, backoff: { maxSeconds: 60 } });
  });
});
