import type { UserInfo } from "@courtside/protocol";
import { create } from "zustand";
import { readItem, removeItem, STORAGE_KEYS, writeItem } from "./storage";

/** The signed-in user is the protocol's userInfo (spec section 3): the web never re-declares it. */
export type { UserInfo };

export interface SessionState {
  isLogin: boolean;
  jwt: string | null;
  userInfo: UserInfo | null;
  /** The user signed out themselves (not a session the server refused): the sign-in guard sends them home. */
  signedOutByUser: boolean;
  /** Stores the token locally and marks the visitor signed in. */
  setToken: (token: string) => void;
  setUserInfo: (info: UserInfo) => void;
  /**
   * Forgets token and user info; `reload` restarts the page so no signed-in state survives;
   * `byUser` when the user asked for it.
   */
  logout: (options?: { reload?: boolean; byUser?: boolean }) => void;
}

/** Delay before the reload after a logout, so a closing menu or message can finish first. */
const LOGOUT_RELOAD_DELAY_MS = 300;

const initialToken = readItem(STORAGE_KEYS.token);

export const useSessionStore = create<SessionState>()((set) => ({
  isLogin: Boolean(initialToken),
  jwt: initialToken,
  userInfo: null,
  signedOutByUser: false,
  setToken: (token) => {
    writeItem(STORAGE_KEYS.token, token);
    set({ jwt: token, isLogin: true, signedOutByUser: false });
  },
  setUserInfo: (info) => {
    writeItem(STORAGE_KEYS.userInfo, JSON.stringify(info));
    set({ userInfo: info });
  },
  logout: (options) => {
    removeItem(STORAGE_KEYS.token);
    removeItem(STORAGE_KEYS.userInfo);
    set({ jwt: null, isLogin: false, userInfo: null, signedOutByUser: options?.byUser === true });
    if (options?.reload && typeof window !== "undefined") {
      window.setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
    }
  },
}));

// A signed-in visit shows the stored profile as soon as it is checked against the protocol schema,
// which comes in a chunk of its own: visitors never download the schema or zod.
if (initialToken) {
  void import("./storedUserInfo").then(({ storedUserInfo }) => {
    const state = useSessionStore.getState();
    // The server's answer may have come first (useSessionCheck); it is the fresher one.
    const info = storedUserInfo();
    if (info && state.jwt === initialToken && state.userInfo === null) useSessionStore.setState({ userInfo: info });
  });
}
