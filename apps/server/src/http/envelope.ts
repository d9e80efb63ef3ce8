import type { Envelope } from "@courtside/protocol";

/** The success envelope; every route returns its data through this. */
export function ok<T>(data: T): Envelope<T> {
  return { success: true, code: 0, msg: "ok", data };
}

/**
 * Route serializer for responses that are the same object every time (constant data): the JSON
 * is built on the first send and reused while the handler keeps returning that same object.
 */
export function memoSerializerCompiler() {
  return () => {
    let last: unknown;
    let json = "";
    return (data: unknown) => {
      if (data !== last) {
        last = data;
        json = JSON.stringify(data);
      }
      return json;
    };
  };
}
