import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ERRORS } from "../errors.js";
import { MESSAGES } from "../messages.js";
import { anchorIdBodySchema, anchorListBodySchema } from "./anchor.js";
import { roomIdSchema } from "./chatroom.js";
import { roomSettingsUpdateBodySchema } from "./live.js";
import { INT32_MAX, idParamsSchema, idSchema, isCleanText, lineText, multilineText, pageSchema } from "./primitives.js";
import { clientFrameSchema } from "./realtime.js";
import { editUserBodySchema, passwordLoginBodySchema } from "./user.js";

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

describe("ids", () => {
  it("take 1 … 2^31 − 1, the range of an integer column", () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(INT32_MAX)).toBe(INT32_MAX);
    for (const bad of [0, -1, 1.5, INT32_MAX + 1, 2 ** 53, "1", null, true]) {
      expect(messages(idSchema, bad)).toEqual(["invalidId"]);
    }
  });

  it("are read from path parameters only when they are plain digits", () => {
    expect(idParamsSchema.parse({ id: "42" })).toEqual({ id: 42 });
    expect(roomIdSchema.parse("7")).toBe(7);
    for (const bad of ["2147483648", "9007199254740993", "1e3", "0x10", " 7", "", "-1", "0"]) {
      expect(idParamsSchema.safeParse({ id: bad }).success, bad).toBe(false);
    }
  });

  it("bound every id and page of the request schemas", () => {
    expect(messages(anchorIdBodySchema, { anchorId: 2 ** 31 })).toEqual(["invalidId"]);
    expect(messages(anchorListBodySchema, { page: 2 ** 53 })).toEqual(["numberOutOfRange"]);
    expect(messages(anchorListBodySchema, { columnId: -1 })).toEqual(["invalidId"]);
    expect(messages(anchorListBodySchema, { pageSize: 2 ** 53 })).toEqual(["invalidOption"]);
    expect(pageSchema.parse(undefined)).toBe(1);
  });
});

describe("free text", () => {
  it("refuses NUL, other control characters and lone surrogates", () => {
    for (const bad of ["a\u0000b", "\u0007", "tab\there", "line\nbreak", "\ud800", "x\udc00", "\udc00\ud800"]) {
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ["Coach Lena", "教练", "गोल!", "⚽🏀", "😀x", ""]) expect(isCleanText(good)).toBe(true);
  });

  it("lets multi-line text keep its tabs and line breaks", () => {
    expect(multilineText().parse("one\r\ntwo\tthree")).toBe("one\r\ntwo\tthree");
    expect(messages(multilineText(), "bell\u0007")).toEqual(["textInvalidCharacters"]);
    expect(messages(lineText(), "one\ntwo")).toEqual(["textInvalidCharacters"]);
  });

  it("guards the text fields that reached the database", () => {
    expect(messages(editUserBodySchema, { nickname: "Neo\u0000" })).toEqual(["textInvalidCharacters"]);
    expect(messages(editUserBodySchema, { intro: "\ud83d" })).toEqual(["textInvalidCharacters"]);
    expect(messages(passwordLoginBodySchema, { username: "\u0000", password: "x" })).toEqual(["textInvalidCharacters"]);
    expect(messages(roomSettingsUpdateBodySchema, { announcement: "hi\u0000" })).toEqual(["textInvalidCharacters"]);
    expect(editUserBodySchema.parse({ intro: "line one\nline two" })).toEqual({ intro: "line one\nline two" });
  });

  it("guards the gateway's frames the same way", () => {
    const send = { type: "send", channel: "room:7", clientMsgId: "m-1", text: "hello" };
    expect(clientFrameSchema.safeParse(send).success).toBe(true);
    expect(clientFrameSchema.safeParse({ ...send, text: "hi\u0000" }).success).toBe(false);
    expect(clientFrameSchema.safeParse({ ...send, clientMsgId: "\ud800" }).success).toBe(false);
    expect(clientFrameSchema.safeParse({ type: "subscribe", channel: "room:7", lastSeq: 2 ** 31 }).success).toBe(false);
  });
});

it("names each new refusal in the catalogue, in every language", () => {
  for (const key of ["invalidId", "numberOutOfRange", "textInvalidCharacters", "badUrl", "urlTooLong"] as const) {
    expect(ERRORS[key]).toBeGreaterThanOrEqual(1050);
    expect(ERRORS[key]).toBeLessThan(1100);
    for (const lang of Object.values(MESSAGES)) expect(lang.errors[key]).toBeTruthy();
  }
});
