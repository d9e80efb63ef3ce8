import { ERRORS, type ErrorKey, errorKeyOf, fieldErrorSchema, TOKEN_INVALID_CODES } from "@courtside/protocol";
import type { FormInstance } from "antd";
import { z } from "zod";
import { clientEffects } from "../api/effects";
import { ApiError } from "../api/errors";
import { failureText } from "../api/failure";

const validationDataSchema = z.object({ fields: z.array(fieldErrorSchema) });

export interface FieldErrors {
  name: string;
  errors: string[];
}

/** Codes the request client has already acted on (sign-out, /403) even for silent calls. */
const HANDLED_BY_CLIENT: readonly number[] = [...TOKEN_INVALID_CODES, ERRORS.regionBlocked];

/**
 * Field errors of a failed call: a validation failure (1001) names its fields ("body.username"),
 * and some codes belong to one field (a wrong password to the password). Only fields in `known`
 * are returned; the rest of the failure is left for a message.
 */
export function fieldErrorsOf(
  error: ApiError,
  known: readonly string[],
  fieldOfCode: Partial<Record<ErrorKey, string>> = {},
): FieldErrors[] {
  if (error.code === ERRORS.validation) {
    const data = validationDataSchema.safeParse(error.data);
    if (!data.success) return [];
    const byField = new Map<string, string[]>();
    for (const { field, message } of data.data.fields) {
      const name = field.replace(/^body\./, "").split(".")[0] ?? "";
      if (known.includes(name)) byField.set(name, [...(byField.get(name) ?? []), message]);
    }
    return [...byField].map(([name, errors]) => ({ name, errors }));
  }
  const key = errorKeyOf(error.code);
  const name = key ? fieldOfCode[key] : undefined;
  return name && known.includes(name) ? [{ name, errors: [failureText(error)] }] : [];
}

/**
 * Shows a failed submission of a silent call: next to its fields where it belongs to them, else as
 * a message. Anything that is not an ApiError (a cancelled call) is ignored.
 */
export function showFormFailure(
  form: FormInstance,
  error: unknown,
  fieldOfCode: Partial<Record<ErrorKey, string>> = {},
): void {
  if (!(error instanceof ApiError)) return;
  if (HANDLED_BY_CLIENT.includes(error.code)) return;
  // getFieldsError lists every field the form has mounted, touched or not.
  const known = form.getFieldsError().map((field) => field.name.join("."));
  const fields = fieldErrorsOf(error, known, fieldOfCode);
  if (fields.length > 0) {
    form.setFields(fields.map(({ name, errors }) => ({ name, errors })));
    return;
  }
  clientEffects().showError(failureText(error));
}
