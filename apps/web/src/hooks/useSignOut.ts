import { useCallback } from "react";
import { logout } from "../api/account";
import { useSessionStore } from "../stores/session";

/**
 * Signs out: the local session is dropped first, then the server revokes it (a failed call must
 * not keep anyone signed in). Dropped first, so that the app's own calls still out with the token
 * (the messages' sync, say), refused once the server has revoked it, are not taken for an expired
 * session that sends the user to sign in (api/failure.ts). On a page that needs sign-in, the guard
 * then sends the user to the home page (components/RequireAuth).
 */
export function useSignOut(): () => Promise<void> {
  return useCallback(async () => {
    const token = useSessionStore.getState().jwt;
    useSessionStore.getState().logout({ byUser: true });
    if (token) await logout(token, { silent: true }).catch(() => undefined);
  }, []);
}
