import { useCallback } from "react";
import { useNavigate } from "react-router";
import { PATHS } from "../paths";
import { useSessionStore } from "../stores/session";
import { useRequiresAuth } from "./useRouteTitle";

/** Signs out; on a page that needs sign-in the user goes to the home page (spec section 2). */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const requiresAuth = useRequiresAuth();
  return useCallback(() => {
    useSessionStore.getState().logout();
    if (requiresAuth) navigate(PATHS.home, { replace: true });
  }, [navigate, requiresAuth]);
}
