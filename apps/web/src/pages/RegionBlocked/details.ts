import JSONbig from "json-bigint";

const json = JSONbig({ useNativeBigInt: true });

export interface Detail {
  label: string;
  value: string;
}

const text = (value: unknown): string =>
  typeof value === "object" && value !== null ? json.stringify(value) : String(value);

/**
 * The data the server sent with code 7898, as label/value rows. Its shape is the server's business,
 * so anything is accepted and shown as text (never as HTML).
 */
export function describeDetails(data: unknown): Detail[] {
  if (data === null || data === undefined || data === "") return [];
  if (typeof data !== "object" || Array.isArray(data)) return [{ label: "", value: text(data) }];
  return Object.entries(data)
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([label, value]) => ({ label, value: text(value) }));
}
