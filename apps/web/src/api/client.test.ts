import { ERRORS, LIMITS, MESSAGES } from "@courtside/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Stores read localStorage when their modules load, so it must exist before the imports below.
const storage = await vi.hoisted(async () => {
  const { MemoryStorage } = await import("../testing/memoryStorage");
  const memory = new MemoryStorage();
  memory.setItem("deviceId", "testdevice");
  vi.stubGlobal("localStorage", memory);
  return memory;
});

import { dropAnswers, keepAnswer } from "../firstPaint/answers";
import { i18n } from "../i18n";
import { useAppStore } from "../stores/app";
import { useSessionStore } from "../stores/session";
import { useSettingsStore } from "../stores/settings";
import { userInfoFixture } from "../testing/userInfo";
import { logout } from "./account";
import { fetchMatchColumns } from "./catalog";
import { readUploadAnswer, request } from "./client";
import { bindClientEffects } from "./effects";
import { ApiError, CLIENT_ERRORS } from "./errors";

const effects = { showError: vi.fn(), navigate: vi.fn(), currentPath: vi.fn(() => "/user/info/basic") };
const fetchMock = vi.fn<typeof fetch>();

const envelope = (code: number, data: unknown = null, msg = "") =>
  new Response(JSON.stringify({ success: code === 0, code, msg, data }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

const passThrough = { parse: (data: unknown) => data };

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

async function useLang(lang: "en" | "zh") {
  useSettingsStore.getState().setLang(lang);
  await i18n.changeLanguage(lang);
}

beforeEach(async () => {
  vi.stubGlobal("fetch", fetchMock);
  bindClientEffects(effects);
  await useLang("en");
});

afterEach(() => {
  vi.useRealTimers();
  fetchMock.mockReset();
  effects.showError.mockReset();
  effects.navigate.mockReset();
  useSessionStore.getState().logout();
  useAppStore.getState().setPage403(null);
});

describe("request client", () => {
  it("sends the spec's headers and a JSON body to /web", async () => {
    await useLang("zh");
    useSessionStore.getState().setToken("raw-token-123");
    fetchMock.mockResolvedValueOnce(envelope(0, []));

    await expect(fetchMatchColumns()).resolves.toEqual([]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/web/web_race/web_race_column");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe("{}");
    expect(init?.headers).toEqual({
      "X-Requested-With": "XMLHttpRequest",
      "Content-Type": "application/json",
      DeviceInfo: "pctestdevice",
      "language-config": "zh",
      Authorization: "raw-token-123",
    });
  });

  it("leaves out Authorization for visitors", async () => {
    fetchMock.mockResolvedValueOnce(envelope(0, []));
    await fetchMatchColumns();
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty("Authorization");
  });

  it("takes a visitor's first call from the first paint's answer, once, and asks the server after", async () => {
    vi.stubGlobal("window", globalThis);
    const columns = [{ id: 0, name: "全部", nameEn: "All" }];
    keepAnswer(
      "/web_race/web_race_column",
      "{}",
      Promise.resolve(JSON.stringify({ success: true, code: 0, msg: "", data: columns })),
    );
    await expect(fetchMatchColumns()).resolves.toEqual(columns);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(envelope(0, []));
    await expect(fetchMatchColumns()).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks the server itself when the first paint's call failed, or for a signed-in user", async () => {
    vi.stubGlobal("window", globalThis);
    keepAnswer("/web_race/web_race_column", "{}", Promise.resolve(undefined));
    fetchMock.mockResolvedValueOnce(envelope(0, []));
    await expect(fetchMatchColumns()).resolves.toEqual([]);
    useSessionStore.getState().setToken("t");
    keepAnswer(
      "/web_race/web_race_column",
      "{}",
      Promise.resolve(JSON.stringify({ success: true, code: 0, msg: "", data: [1] })),
    );
    fetchMock.mockResolvedValueOnce(envelope(0, []));
    await expect(fetchMatchColumns()).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    dropAnswers();
  });

  it("keeps ids above 2^53 exact both ways", async () => {
    const big = 9007199254740993n; // 2^53 + 1: a float64 would turn it into ...992
    fetchMock.mockImplementationOnce(async (_url, init) => {
      return new Response(`{"success":true,"code":0,"msg":"ok","data":${String(init?.body)}}`);
    });

    const data = await request("/echo", { method: "POST", body: { id: big, name: "x" }, schema: passThrough });

    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"id":9007199254740993,"name":"x"}');
    expect(Reflect.get(Object(data), "id")).toBe(big);
  });

  it("checks data against a schema when a call gives one, and reports a mismatch", async () => {
    fetchMock.mockResolvedValueOnce(envelope(0, [{ id: "not a column" }]));
    const strict = {
      parse: (data: unknown) => {
        if (!Array.isArray(data) || data.some((item) => typeof Reflect.get(Object(item), "id") !== "number")) {
          throw new Error("not columns");
        }
        return data;
      },
    };
    const error = await failureOf(request("/web_race/web_race_column", { method: "POST", schema: strict }));
    expect(error.code).toBe(CLIENT_ERRORS.badResponse);
    expect(effects.showError).toHaveBeenCalledWith("The request failed, please try again.");
  });

  it("reports an answer that is not the envelope", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ list: [] }), { status: 200 }));
    const error = await failureOf(fetchMatchColumns());
    expect(error.code).toBe(CLIENT_ERRORS.badResponse);
    expect(effects.showError).toHaveBeenCalledWith("The request failed, please try again.");
  });

  it("on 2321 clears token and user info and goes to sign in", async () => {
    const session = useSessionStore.getState();
    session.setToken("expired-token");
    session.setUserInfo(userInfoFixture());
    fetchMock.mockResolvedValueOnce(envelope(ERRORS.tokenInvalid, null, "token invalid"));

    const error = await failureOf(request("/web_user/web_token_info", { method: "POST", schema: passThrough }));

    expect(error.code).toBe(ERRORS.tokenInvalid);
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, jwt: null, userInfo: null });
    expect(storage.getItem("token")).toBeNull();
    expect(storage.getItem("userInfo")).toBeNull();
    expect(effects.navigate).toHaveBeenCalledWith("/login?redirect=%2Fuser%2Finfo%2Fbasic");
    expect(effects.showError).toHaveBeenCalledWith(MESSAGES.en.errors.tokenInvalid);
  });

  it("drops a refusal of a token the app no longer holds: signed out, or in again, meanwhile", async () => {
    const session = useSessionStore.getState();
    session.setToken("old-token");
    fetchMock.mockImplementationOnce(async () => {
      useSessionStore.getState().logout({ byUser: true });
      return envelope(ERRORS.tokenInvalid);
    });
    await failureOf(request("/chat/conversation/list", { method: "POST", silent: true }));
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.showError).not.toHaveBeenCalled();

    session.setToken("old-token");
    fetchMock.mockImplementationOnce(async () => {
      useSessionStore.getState().setToken("new-token");
      return envelope(ERRORS.tokenInvalid);
    });
    await failureOf(request("/chat/conversation/list", { method: "POST" }));
    expect(useSessionStore.getState()).toMatchObject({ isLogin: true, jwt: "new-token" });
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it("sends a token given by the call itself, and judges its refusal by that token", async () => {
    fetchMock.mockResolvedValueOnce(envelope(ERRORS.tokenInvalid));
    await failureOf(logout("revoked-token", { silent: true }));
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ Authorization: "revoked-token" });
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it("on 403 also signs out", async () => {
    useSessionStore.getState().setToken("t");
    fetchMock.mockResolvedValueOnce(envelope(ERRORS.forbidden));
    await failureOf(request("/x", { schema: passThrough }));
    expect(useSessionStore.getState().isLogin).toBe(false);
  });

  it("on 7898 stores the response data and shows /403", async () => {
    const data = { region: "XX", ip: "203.0.113.9" };
    fetchMock.mockResolvedValueOnce(envelope(ERRORS.regionBlocked, data, "blocked"));

    const error = await failureOf(request("/x", { schema: passThrough }));

    expect(error.data).toEqual(data);
    expect(useAppStore.getState().page403).toEqual(data);
    expect(effects.navigate).toHaveBeenCalledWith("/403");
    expect(effects.showError).not.toHaveBeenCalled();
  });

  it("fails after the 15 s timeout with a translated message", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );

    const pending = failureOf(request("/slow", { schema: passThrough }));
    await vi.advanceTimersByTimeAsync(LIMITS.requestTimeoutMs - 1);
    expect(effects.showError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect((await pending).code).toBe(CLIENT_ERRORS.timeout);
    expect(effects.showError).toHaveBeenCalledWith("The request timed out, please try again.");
  });

  it("shows a network failure in the current language", async () => {
    await useLang("zh");
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const error = await failureOf(request("/x", { schema: passThrough }));
    expect(error.code).toBe(CLIENT_ERRORS.network);
    expect(effects.showError).toHaveBeenCalledWith("无法连接服务器，请检查网络。");
  });

  it("translates catalogue codes, else shows the server's msg, else a generic text", async () => {
    await useLang("zh");
    fetchMock
      .mockResolvedValueOnce(envelope(ERRORS.usernameOrPasswordWrong, null, "Username or password is wrong"))
      .mockResolvedValueOnce(envelope(9999, null, "服务器自定义消息"))
      .mockResolvedValueOnce(envelope(9998));

    const catalogued = await failureOf(request("/a", { schema: passThrough }));
    await failureOf(request("/b", { schema: passThrough }));
    await failureOf(request("/c", { schema: passThrough }));

    expect(catalogued.msg).toBe("Username or password is wrong");
    expect(effects.showError.mock.calls).toEqual([
      [MESSAGES.zh.errors.usernameOrPasswordWrong],
      ["服务器自定义消息"],
      ["请求失败，请重试。"],
    ]);
  });

  it("uses the server's filled-in msg for texts with placeholders", async () => {
    fetchMock.mockResolvedValueOnce(
      envelope(ERRORS.rateLimited, null, "Too many requests, please try again in 12 seconds"),
    );
    await failureOf(request("/x", { schema: passThrough }));
    expect(effects.showError).toHaveBeenCalledWith("Too many requests, please try again in 12 seconds");
  });

  it("stays quiet for silent calls but still throws", async () => {
    fetchMock.mockResolvedValueOnce(envelope(ERRORS.internal));
    const error = await failureOf(request("/poll", { schema: passThrough, silent: true }));
    expect(error.code).toBe(ERRORS.internal);
    expect(effects.showError).not.toHaveBeenCalled();
  });
});

describe("upload answers", () => {
  it("accept our envelope with code 0 and a storage service's empty or XML 2xx", () => {
    expect(readUploadAnswer(200, '{"success":true,"code":0,"msg":"ok","data":null}')).toBeNull();
    expect(readUploadAnswer(200, "")).toBeNull();
    expect(readUploadAnswer(204, "<ok/>")).toBeNull();
  });

  it("turn our failure envelope into its code, whatever the HTTP status", () => {
    const answer = readUploadAnswer(413, '{"success":false,"code":8001,"msg":"The file is too large","data":null}');
    expect(answer).toMatchObject({ code: ERRORS.fileTooLarge, msg: "The file is too large" });
  });

  it("report other statuses as an upload failure and no answer as a network failure", () => {
    expect(readUploadAnswer(403, "<Error>SignatureDoesNotMatch</Error>")?.code).toBe(ERRORS.uploadFailed);
    expect(readUploadAnswer(0, "")?.code).toBe(CLIENT_ERRORS.network);
  });
});
