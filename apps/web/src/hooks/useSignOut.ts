import { useCallback } from "react";
import { useNavigate } from "react-router";
import { logout } from "../api/account";
import { PATHS } from "../paths";
import { useSessionStore } from "../stores/session";
import { useRequiresAuth } from "./useRouteTitle";

/**
 * Signs out: the server revokes the session, then the local one is dropped either way (a failed
 * call must not keep anyone signed in). On a page that needs sign-in the user goes to the home
 * page (spec section 2).
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const requiresAuth = useRequiresAuth();
  return useCallback(async () => {
    await logout({ silent: true }).catch(() => undefined);
    useSessionStore.getState().logout();
    if (requiresAuth) navigate(PATHS.home, { replace: true });
  }, [navigate, requiresAuth]);
}
