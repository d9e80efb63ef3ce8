import { randomBytes } from "node:crypto";

/** A stream key: 24 url-safe characters, unguessable. */
export function newLiveCode(): string {
  return randomBytes(18).toString("base64url");
}
