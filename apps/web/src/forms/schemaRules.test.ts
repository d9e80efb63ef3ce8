import { changePasswordBodySchema, MESSAGES, phoneSchema, registerBodySchema } from "@courtside/protocol";
import type { FormInstance, FormRule } from "antd";
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

/** What the first of `rules` says of `value`: "ok", or its message. */
async function verdict(rules: FormRule[], value?: unknown): Promise<string> {
  const [rule] = rules;
  if (typeof rule !== "object" || !rule.validator) return "no validator";
  return Promise.resolve(rule.validator({}, value, () => undefined)).then(
    () => "ok",
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

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
    const outcome = (field: string, shownOn?: string) => verdict(rules(field, undefined, shownOn));
    const empty = MESSAGES.en.errors.usernameOrPasswordEmpty;
    expect(await outcome("username")).toBe(empty);
    expect(await outcome("password", "username")).toBe("ok");
    values = { ...values, username: "abc123" };
    expect(await outcome("password", "username")).toBe(empty);
  });

  it("check a single value", async () => {
    const validate = (value: string | undefined) => verdict(valueRules(phoneSchema), value);
    expect(await validate("13800138000")).toBe("ok");
    expect(await validate("")).toBe(MESSAGES.en.errors.phoneEmpty);
    expect(await validate(undefined)).toBe(MESSAGES.en.errors.phoneEmpty);
    expect(await validate("12ab")).toBe(MESSAGES.en.errors.phoneOrAreaWrong);
  });

  it("check with a schema that loads on first use, and leave the check to the server if it cannot load", async () => {
    let loads = 0;
    const loaded = valueRules(async () => {
      loads += 1;
      return phoneSchema;
    });
    expect(await verdict(loaded, "12ab")).toBe(MESSAGES.en.errors.phoneOrAreaWrong);
    expect(loads).toBe(1);
    const unreachable = valueRules(() => Promise.reject(new Error("chunk failed to load")));
    expect(await verdict(unreachable, "12ab")).toBe("ok");

    const form = { getFieldsValue: () => ({ ...body, username: "abc" }) } as unknown as FormInstance<typeof body>;
    const bodyRules = schemaRules(
      form,
      async () => registerBodySchema,
      (v) => v,
    );
    expect(await verdict(bodyRules("username"))).toBe(MESSAGES.en.errors.usernameRule);
  });
});
