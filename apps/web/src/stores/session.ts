import { create } from "zustand";
import { readItem, readJson, removeItem, STORAGE_KEYS, writeItem } from "./storage";

/**
 * The signed-in user as the client keeps it (spec section 3, userInfo). It is client state fed by
 * the user-info call, so it lives here rather than in the protocol.
 */
export interface UserInfo {
  uid: string;
  /** Chat account number used to sign in to the realtime gateway. */
  appNumber: string;
  imToken: string;
  languageType: string;
}

interface SessionState {
  isLogin: boolean;
  jwt: string | null;
  userInfo: UserInfo | null;
  /** Stores the token locally and marks the visitor signed in. */
  setToken: (token: string) => void;
  setUserInfo: (info: UserInfo) => void;
  /** Forgets token and user info; `reload` restarts the page so no signed-in state survives. */
  logout: (options?: { reload?: boolean }) => void;
}

/** Delay before the reload after a logout, so a closing menu or message can finish first. */
const LOGOUT_RELOAD_DELAY_MS = 300;

function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== "object" || value === null) return false;
  const fields: readonly (keyof UserInfo)[] = ["uid", "appNumber", "imToken", "languageType"];
  return fields.every((field) => typeof Reflect.get(value, field) === "string");
}

function storedUserInfo(): UserInfo | null {
  const value = readJson(STORAGE_KEYS.userInfo);
  return isUserInfo(value) ? value : null;
}

const initialToken = readItem(STORAGE_KEYS.token);

export const useSessionStore = create<SessionState>()((set) => ({
  isLogin: Boolean(initialToken),
  jwt: initialToken,
  userInfo: storedUserInfo(),
  setToken: (token) => {
    writeItem(STORAGE_KEYS.token, token);
    set({ jwt: token, isLogin: true });
  },
  setUserInfo: (info) => {
    writeItem(STORAGE_KEYS.userInfo, JSON.stringify(info));
    set({ userInfo: info });
  },
  logout: (options) => {
    removeItem(STORAGE_KEYS.token);
    removeItem(STORAGE_KEYS.userInfo);
    set({ jwt: null, isLogin: false, userInfo: null });
    if (options?.reload && typeof window !== "undefined") {
      window.setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
    }
  },
}));
