import { randomBytes, randomInt } from "node:crypto";
import type { Lang } from "@courtside/protocol";
import { ANCHOR_STATE } from "@courtside/protocol";
import { hashPassword } from "./password.js";
import type { NewUser } from "./repo.js";

/** The row of a new account: hashed password, chat-layer number and token, nickname = username. */
export async function newAccount(input: {
  username: string;
  password: string;
  lang: Lang;
  phone?: { phone: string; areaCode: string } | undefined;
  pendingReview?: boolean;
  nickname?: string;
}): Promise<NewUser> {
  return {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    nickname: input.nickname ?? input.username,
    phone: input.phone?.phone ?? null,
    areaCode: input.phone?.areaCode ?? null,
    lang: input.lang,
    appNumber: String(randomInt(1_000_000_000, 9_999_999_999)),
    imToken: randomBytes(32).toString("base64url"),
    anchorState: input.pendingReview ? ANCHOR_STATE.underReview : ANCHOR_STATE.notRegistered,
  };
}
