import type { UserInfo } from "@courtside/protocol";
import { resolveLang } from "@courtside/protocol";
import { inForce } from "../speech/service.js";
import type { UserRow } from "./repo.js";

/** A phone shown to people: first 3 and last 4 digits (spec section 5). */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return `${phone.slice(0, 1)}${"*".repeat(Math.max(phone.length - 2, 0))}${phone.slice(-1)}`;
  return `${phone.slice(0, 3)}${"*".repeat(phone.length - 7)}${phone.slice(-4)}`;
}

export function toUserInfo(row: UserRow): UserInfo {
  return {
    uid: row.id,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    phone: row.phone ? maskPhone(row.phone) : null,
    areaCode: row.areaCode,
    appNumber: row.appNumber,
    imToken: row.imToken,
    languageType: resolveLang(row.lang) ?? "en",
    anchorState: row.anchorState,
    gender: row.gender,
    birthday: row.birthday,
    province: row.province,
    city: row.city,
    height: row.height,
    weight: row.weight,
    emotionalStatus: row.emotionalStatus,
    hobbies: row.hobbies,
    intro: row.intro,
    speechBannedUntil: inForce(row.speechBannedUntil)?.getTime() ?? null,
  };
}
