import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCardCode } from "@courtside/protocol";

const PREFIX = "c1";
/** 16 bytes of HMAC-SHA256: 22 base64url characters, far past guessing. */
const SIGNATURE_BYTES = 16;

/**
 * Card codes (a user's QR code, a shared card): `c1.<user id>.<signature>`, signed with a key
 * derived from the app's shared secret, so every node issues and accepts the same codes and a code
 * cannot be made up for someone else's id. Codes do not expire: a printed QR code keeps working.
 */
export function cardCodes(secret: () => Promise<Uint8Array>) {
  let key: Promise<Buffer> | undefined;
  // A key of its own, so a card signature can never stand in for a token signature.
  const cardKey = () => {
    key ??= secret().then((bytes) => createHmac("sha256", bytes).update("courtside friend card").digest());
    return key;
  };
  const sign = async (userId: number) =>
    createHmac("sha256", await cardKey())
      .update(`${PREFIX}.${userId}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES);

  return {
    async issue(userId: number): Promise<string> {
      return `${PREFIX}.${userId}.${(await sign(userId)).toString("base64url")}`;
    },
    /** The user a code (or a link carrying one) names; undefined for anything not signed here. */
    async verify(text: string): Promise<number | undefined> {
      const code = parseCardCode(text);
      if (!code) return undefined;
      const [, id, signature] = code.split(".");
      const userId = Number(id);
      if (!Number.isSafeInteger(userId) || userId <= 0 || !signature) return undefined;
      // Compared as text: base64url's last character has spare bits, so decoding would accept
      // several spellings of one signature.
      const given = Buffer.from(signature);
      const expected = Buffer.from((await sign(userId)).toString("base64url"));
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
    },
  };
}
export type CardCodes = ReturnType<typeof cardCodes>;
