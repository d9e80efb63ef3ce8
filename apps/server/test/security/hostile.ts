import fc from "fast-check";
import { exampleOf, type JsonSchema, typeOf } from "./schema.js";

/**
 * Values an attacker sends instead of the expected ones. No value is an id that may exist, nor
 * text a rule would accept: the suite shares its database with other suites (PostgreSQL run), and
 * an admin call with id 7 would ban a real user, a sensitive word "a" would refuse their chat.
 * Out-of-range and absent ids reach the same code paths. -32,769 is just past a `smallint`.
 */
const NUMBERS = [0, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, -(2 ** 53), 1.5, 1e21, -32_769];
/** Just under the 1 MB body limit once quoted, so it reaches validation instead of the size check. */
const HUGE = "x".repeat(900_000);
const STRINGS = ["\u0000", "a\u0000b", "\ud800", "x\udc00y", "\u0007", "", "   ", "x".repeat(10_000), HUGE];
const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [0, -1], { a: 1 }];
/** Numbers as text, for number fields (a path or a lenient schema might read them). */
const NUMBER_TEXTS = ["2147483648", "1e3", "-0", "0x10"];

/** The first (null-free) schema among alternatives, for values of the right type. */
function resolved(schema: JsonSchema): JsonSchema {
  const alternative = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => typeOf(s) !== undefined);
  return schema.type === undefined && alternative ? alternative : schema;
}

/** One hostile value for a field of this schema: the right type at its edges, or a wrong type. */
export function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const s = resolved(schema);
  const wrong = fc.constantFrom(...WRONG_TYPES);
  switch (typeOf(s)) {
    case "integer":
    case "number":
      return fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...NUMBERS) },
        { weight: 1, arbitrary: fc.constantFrom(...NUMBER_TEXTS) },
        { weight: 1, arbitrary: wrong },
      );
    case "string":
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...STRINGS) }, { weight: 1, arbitrary: wrong });
    case "array": {
      const item = s.items ?? {};
      return fc.oneof(
        hostileValue(item).map((value) => [value]),
        fc.constant(Array.from({ length: 1_000 }, () => exampleOf(item))),
        wrong,
      );
    }
    case "object":
      return fc.oneof(hostileBody(s, exampleOf(s)), wrong);
    default:
      return fc.oneof(wrong, fc.constantFrom(...STRINGS.slice(0, 4)));
  }
}

/** A whole body that is not the object a route expects. */
const notAnObject = fc.constantFrom<unknown>([], [{}], "body", 0, null, true, [{ id: -1 }]);

const asObject = (value: unknown): object =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};

/**
 * Malformed bodies for a route: its valid example with one field made hostile (the most useful,
 * since every other field passes and the hostile one travels furthest), with any number of fields
 * hostile at once, a body that is not an object at all, or the example with fields the route does
 * not have. The example is the suite's own where it has one; it is also sent as it is, and no field
 * of it is ever dropped, so it must act on nothing another suite relies on (an admin notice keeps
 * its one recipient, never becoming a notice to everyone).
 */
export function hostileBody(schema: JsonSchema, example: unknown): fc.Arbitrary<unknown> {
  const base = asObject(example);
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return fc.oneof(notAnObject, fc.constant({ ...base, unexpected: "\u0000" }));
  const oneField = fc
    .constantFrom(...properties)
    .chain(([name, field]) => hostileValue(field).map((value) => ({ ...base, [name]: value })));
  const manyFields = fc
    .record(Object.fromEntries(properties.map(([name, field]) => [name, hostileValue(field)])), { requiredKeys: [] })
    .map((hostile) => ({ ...base, ...hostile }));
  const extraFields = fc.constantFrom(
    { isSuperAdmin: true, anchorState: 2, balance: 1e9 },
    { userId: 2 ** 31, uid: "\u0000", id: -1 },
  );
  return fc.oneof(
    { weight: 6, arbitrary: oneField },
    { weight: 2, arbitrary: manyFields },
    { weight: 1, arbitrary: notAnObject },
    { weight: 1, arbitrary: extraFields.map((extra) => ({ ...extra, ...base })) },
  );
}

/**
 * Bodies every run tries before the random ones: each field of the example in turn set to NUL, a
 * lone surrogate, 2^31 and 2^53, whichever fit its type, so those edges are covered for every
 * field whatever the seed.
 */
export function edgeBodies(schema: JsonSchema, example: unknown): unknown[] {
  const base = asObject(example);
  const bodies: unknown[] = [[]];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const type = typeOf(resolved(field));
    const values =
      type === "string"
        ? ["a\u0000b", "\ud800"]
        : type === "integer" || type === "number"
          ? [2 ** 31, 2 ** 53]
          : type === "array"
            ? [["\u0000"], [2 ** 31]]
            : [];
    for (const value of values) bodies.push({ ...base, [name]: value });
  }
  return bodies;
}

/** Path parameters and query values as they arrive: text, encoded for the address. */
const PARAM_TEXTS = [
  "0",
  "-1",
  "2147483648",
  "9007199254740993",
  "99999999999999999999",
  "1e3",
  "0x10",
  "abc",
  "%00",
  "%F0%9F",
  "%ED%A0%80",
  "9".repeat(100),
  "9".repeat(101),
  "..%2F..%2Fetc%2Fpasswd",
];
export const hostileParam = fc.constantFrom(...PARAM_TEXTS);
export const edgeParams = ["2147483648", "9007199254740993", "%00", "9".repeat(101)];
