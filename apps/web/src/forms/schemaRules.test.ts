import { changePasswordBodySchema, MESSAGES, phoneSchema, registerBodySchema } from "@courtside/protocol";
import type { FormInstance } from "antd";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nReady } from "../i18n";
import { fieldIssue, issueText, schemaRules, valueRules } from "./schemaRules";

// Texts arrive per language; the messages below are read once English is in.
beforeAll(() => i18nReady);

const body = {
  username: "abc123",
  password: "abc123",
  confirmPassword: "abc123",
  agree: true,
};

describe("schema messages on form fields", () => {
  it("name each failing field with its catalogue key", () => {
    expect(fieldIssue(registerBodySchema, body, "username")).toBeUndefined();
    expect(fieldIssue(registerBodySchema, { ...body, username: "abc" }, "username")).toBe("usernameRule");
    expect(fieldIssue(registerBodySchema, { ...body, username: "abcdefg" }, "username")).toBe("usernameRule");
    expect(fieldIssue(registerBodySchema, { ...body, password: "1234567" }, "password")).toBe("passwordRule");
    expect(fieldIssue(registerBodySchema, { ...body, agree: false }, "agree")).toBe("agreementRequired");
  });

  it("report a mismatched confirmation on the confirm field, even while other fields fail", () => {
    const mismatch = { ...body, username: "x", confirmPassword: "abc124" };
    expect(fieldIssue(registerBodySchema, mismatch, "confirmPassword")).toBe("passwordsDiffer");
    const change = { oldPassword: "old123", newPassword: "new123", confirmPassword: "new124" };
    expect(fieldIssue(changePasswordBodySchema, change, "confirmPassword")).toBe("passwordsDiffer");
  });

  it("translate catalogue keys and fall back for zod's own messages", () => {
    expect(issueText("usernameRule", "fallback")).toBe(MESSAGES.en.errors.usernameRule);
    expect(issueText("Too small: expected number to be >=50", "fallback")).toBe("fallback");
  });

  it("say an empty username and password once, under the username", async () => {
    let values: Record<string, unknown> = { ...body, username: "", password: "", confirmPassword: "" };
    // Only what the rules read of a form.
    const form = { getFieldsValue: () => values } as unknown as FormInstance<Record<string, unknown>>;
    const rules = schemaRules(form, registerBodySchema, (v) => v);
    const outcome = async (field: string, shownOn?: string) => {
      const [rule] = rules(field, undefined, shownOn);
      if (typeof rule !== "object" || !rule.validator) return "no validator";
      return Promise.resolve(rule.validator({}, undefined, () => undefined)).then(
        () => "ok",
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
    };
    const empty = MESSAGES.en.errors.usernameOrPasswordEmpty;
    expect(await outcome("username")).toBe(empty);
    expect(await outcome("password", "username")).toBe("ok");
    values = { ...values, username: "abc123" };
    expect(await outcome("password", "username")).toBe(empty);
  });

  it("check a single value", async () => {
    const [rule] = valueRules(phoneSchema);
    const validate = (value: string) =>
      typeof rule === "object" && rule.validator
        ? Promise.resolve(rule.validator({}, value, () => undefined)).then(
            () => "ok",
            (error: unknown) => (error instanceof Error ? error.message : String(error)),
          )
        : Promise.resolve("no validator");
    expect(await validate("13800138000")).toBe("ok");
    expect(await validate("")).toBe(MESSAGES.en.errors.phoneEmpty);
    expect(await validate("12ab")).toBe(MESSAGES.en.errors.phoneOrAreaWrong);
  });
});
