import type { UserInfo } from "@courtside/protocol";

/** A signed-in user as the server describes one; tests override what they care about. */
export function userInfoFixture(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    uid: 7,
    username: "fan2024",
    nickname: "Fan",
    avatar: null,
    phone: "138****8000",
    areaCode: "86",
    appNumber: "a7",
    imToken: "im",
    languageType: "en",
    anchorState: 0,
    gender: 1,
    birthday: "1995-04-30",
    province: "广东 (Guangdong)",
    city: "深圳 (Shenzhen)",
    height: 178,
    weight: 70,
    emotionalStatus: 1,
    hobbies: "football",
    intro: "Hi",
    speechBannedUntil: null,
    ...overrides,
  };
}
