import { type UserInfo, userInfoSchema } from "@courtside/protocol";
import { readJson, STORAGE_KEYS } from "./storage";

/** A stored copy from an older build (or edited by hand) reads as absent until the server answers. */
export function storedUserInfo(): UserInfo | null {
  const parsed = userInfoSchema.safeParse(readJson(STORAGE_KEYS.userInfo));
  return parsed.success ? parsed.data : null;
}
