/**
 * Ids can exceed 2^53, so JSON is read and written with json-bigint, which keeps them exact as
 * BigInt both ways. It weighs as much as the rest of the request client, and almost no call has
 * such a number, so it is fetched only for a text or a body that has one.
 */

/** 16 digits in a row: json-bigint reads every integer of 16 or more characters as a BigInt. */
const LONG_INTEGER = /\d{16}/;

const jsonBig = () => import("json-bigint").then(({ default: JSONbig }) => JSONbig({ useNativeBigInt: true }));

export async function parseJson(text: string): Promise<unknown> {
  if (!LONG_INTEGER.test(text)) return JSON.parse(text);
  return (await jsonBig()).parse(text);
}

export async function stringifyJson(value: unknown): Promise<string> {
  try {
    return JSON.stringify(value);
  } catch (error) {
    // JSON.stringify refuses BigInt; anything else wrong with the value, json-bigint refuses too.
    if (!(error instanceof TypeError)) throw error;
    return (await jsonBig()).stringify(value);
  }
}
