import { useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { loginPath, PATHS } from "../../paths";
import { useSessionStore } from "../../stores/session";

/**
 * Guard for chat and the personal centre (DECISIONS 2): visitors go to sign in and come back; a
 * user who signs out here goes to the home page (spec section 2).
 */
export function RequireAuth() {
  const isLogin = useSessionStore((state) => state.isLogin);
  const signedOutByUser = useSessionStore((state) => state.signedOutByUser);
  const location = useLocation();
  // Whether this guard has shown its pages: one opened after signing out elsewhere still asks to sign in.
  const shown = useRef(false);
  useEffect(() => {
    if (isLogin) shown.current = true;
  }, [isLogin]);
  if (!isLogin) {
    const home = shown.current && signedOutByUser;
    return <Navigate to={home ? PATHS.home : loginPath(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
