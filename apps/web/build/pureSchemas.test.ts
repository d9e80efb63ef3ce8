import { describe, expect, it } from "vitest";
import { markPure, namesOwnedBy, schemaNames } from "./pureSchemas";

describe("marking the protocol's schemas pure", () => {
  it("marks top-level values built by a call, on one line or several", () => {
    const code = [
      "export const a = z.object({ id: idSchema.optional() });",
      "const b = pageOf(a);",
      "export const c: z.ZodType<X> = a",
      "  .extend({ d: z.string() });",
    ].join("\n");
    expect(markPure(code)).toBe(
      [
        "export const a = /* @__PURE__ */ z.object({ id: idSchema.optional() });",
        "const b = /* @__PURE__ */ pageOf(a);",
        "export const c: z.ZodType<X> = /* @__PURE__ */ a",
        "  .extend({ d: z.string() });",
      ].join("\n"),
    );
  });

  it("leaves literals, plain references, inner declarations and other statements alone", () => {
    const code = [
      "export const LIMIT = 20;",
      "export const LIMITS = { a: 1 };",
      "export const alias = idSchema;",
      "export const set = new Set<number>([1]);",
      "function f() {",
      "  const inner = g();",
      "}",
      "z.config({ jitless: true });",
    ].join("\n");
    expect(markPure(code)).toBe(code);
  });
});

describe("the names the bundler takes as pure", () => {
  it("are the schema modules' built values and helpers, not their constants", () => {
    const code = [
      "export const LIMIT = 20;",
      "export const ROLES = { admin: 1 } as const;",
      "export function lineText(message?: string) {",
      "  const inner = z.string();",
      "}",
      "const pageOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });",
      "export const idSchema = idOf();",
      "export const userSchema: z.ZodType<User> = z",
      "  .object({ id: idSchema });",
    ].join("\n");
    expect(schemaNames([code])).toEqual(["idSchema", "lineText", "pageOf", "userSchema"]);
  });

  it("leave out a name the web app declares or takes from elsewhere", () => {
    const web = [
      'import { idSchema, range } from "@courtside/protocol";',
      'import { option } from "./options";',
      "function same(a: number, b: number) {}",
    ].join("\n");
    expect(namesOwnedBy([web], ["idSchema", "range", "option", "same"])).toEqual(new Set(["option", "same"]));
  });
});
