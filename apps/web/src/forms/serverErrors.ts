import { ERRORS, type ErrorKey, errorKeyOf, type FieldError, TOKEN_INVALID_CODES } from "@courtside/protocol";
import type { FormInstance } from "antd";
import { clientEffects } from "../api/effects";
import { ApiError } from "../api/errors";
import { failureText } from "../api/failure";

/**
 * The fields of a validation failure's data (`{ fields: FieldError[] }`), or undefined for another
 * shape. Checked by hand, not with the protocol's schema: every form imports this module, the
 * sign-in page's among them, and zod would otherwise load with that page.
 */
function validationFields(data: unknown): FieldError[] | undefined {
  const fields: unknown = typeof data === "object" && data !== null ? Reflect.get(data, "fields") : undefined;
  return Array.isArray(fields) && fields.every(isFieldError) ? fields : undefined;
}

function isFieldError(item: unknown): item is FieldError {
  return (
    typeof item === "object" &&
    item !== null &&
    typeof Reflect.get(item, "field") === "string" &&
    typeof Reflect.get(item, "message") === "string"
  );
}

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
    const fields = validationFields(error.data);
    if (!fields) return [];
    const byField = new Map<string, string[]>();
    for (const { field, message } of fields) {
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
