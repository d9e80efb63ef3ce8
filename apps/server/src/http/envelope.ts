import type { Envelope } from "@courtside/protocol";

/** The success envelope; every route returns its data through this. */
export function ok<T>(data: T): Envelope<T> {
  return { success: true, code: 0, msg: "ok", data };
}
