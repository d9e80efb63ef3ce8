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
export function schemaRules<V>(form: FormInstance<V>, schema: z.ZodType, toBody: (values: V) => unknown) {
  /** `shownOn`: a field whose same message makes this one's redundant ("username or password cannot be empty" once). */
  return (field: string, fallback?: () => string, shownOn?: string): FormRule[] => [
    {
      validator: async () => {
        const body = toBody(form.getFieldsValue(true));
        const message = fieldIssue(schema, body, field);
        if (message === undefined) return;
        if (shownOn !== undefined && fieldIssue(schema, body, shownOn) === message) return;
        throw new Error(issueText(message, fallback?.() ?? i18n.t("form.invalid")));
      },
    },
  ];
}

/** Rules for one value checked on its own (a profile field, a phone number). */
export function valueRules(schema: z.ZodType, fallback?: () => string): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        const result = schema.safeParse(value);
        if (result.success) return;
        const message = result.error.issues[0]?.message ?? "";
        throw new Error(issueText(message, fallback?.() ?? i18n.t("form.invalid")));
      },
    },
  ];
}
