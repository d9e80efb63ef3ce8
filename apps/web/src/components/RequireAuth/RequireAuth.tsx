import { Navigate, Outlet, useLocation } from "react-router";
import { loginPath } from "../../paths";
import { useSessionStore } from "../../stores/session";

/** Guard for chat and the personal centre (DECISIONS 2): visitors go to sign in and come back. */
export function RequireAuth() {
  const isLogin = useSessionStore((state) => state.isLogin);
  const location = useLocation();
  if (!isLogin) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <Outlet />;
}
