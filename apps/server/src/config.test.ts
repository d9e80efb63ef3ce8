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
});
