import { ERRORS, type ErrorKey } from "@courtside/protocol";
import type { FormInstance, FormRule } from "antd";
import type { z } from "zod";
import { i18n } from "../i18n";

export function isErrorKey(value: string): value is ErrorKey {
  return Object.hasOwn(ERRORS, value);
}

/** A schema message names a catalogue key ("usernameRule"); zod's own messages get the fallback. */
export function issueText(message: string, fallback: string): string {
  return isErrorKey(message) ? i18n.t(`errors.${message}`) : fallback;
}

/**
 * A schema, or a loader of one: a form whose schema comes with zod can check its fields without
 * holding its page's start for them (forms/accountSchemas.ts).
 */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/** The schema of a source, or undefined if its module could not load: the server checks anyway. */
async function schemaOf(source: SchemaSource): Promise<z.ZodType | undefined> {
  if (typeof source !== "function") return source;
  try {
    return await source();
  } catch {
    return undefined;
  }
}

/** The message of the first issue `schema` finds at the top-level field `field`, if any. */
export function fieldIssue(schema: z.ZodType, body: unknown, field: string): string | undefined {
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/**
 * Form rules from a protocol body schema, so each field shows the same message the server would
 * give. The whole body is checked (built from the form's values by `toBody`, exactly as it will be
 * sent) because some rules span fields: "confirm must repeat the password" sits on the confirm field.
 */
export function schemaRules<V>(form: FormInstance<V>, source: SchemaSource, toBody: (values: V) => unknown) {
  /** `shownOn`: a field whose same message makes this one's redundant ("username or password cannot be empty" once). */
  return (field: string, fallback?: () => string, shownOn?: string): FormRule[] => [
    {
      validator: async () => {
        const schema = await schemaOf(source);
        if (!schema) return;
        const body = toBody(form.getFieldsValue(true));
        const message = fieldIssue(schema, body, field);
        if (message === undefined) return;
        if (shownOn !== undefined && fieldIssue(schema, body, shownOn) === message) return;
        throw new Error(issueText(message, fallback?.() ?? i18n.t("form.invalid")));
      },
    },
  ];
}

/**
 * Rules for one text value checked on its own (a phone number, a reason). A field never typed in
 * holds no value: it is checked as empty text, so it gets the schema's "cannot be empty" message.
 */
export function valueRules(source: SchemaSource, fallback?: () => string): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        const schema = await schemaOf(source);
        if (!schema) return;
        const result = schema.safeParse(value ?? "");
        if (result.success) return;
        const message = result.error.issues[0]?.message ?? "";
        throw new Error(issueText(message, fallback?.() ?? i18n.t("form.invalid")));
      },
    },
  ];
}
