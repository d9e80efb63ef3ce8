import type { ReactNode } from "react";
import { PageFrame } from "../PageFrame/PageFrame";
import "./AuthPage.css";

/** The narrow, centred frame of the sign-in pages (login, register, forgotten password). */
export function AuthPage({ children, links }: { children: ReactNode; links?: ReactNode }) {
  return (
    <div className="auth-page">
      <PageFrame>
        {children}
        {links && <p className="auth-page__links">{links}</p>}
      </PageFrame>
    </div>
  );
}
