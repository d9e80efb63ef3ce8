import { Button } from "antd";
import type { ReactNode } from "react";

/** A link styled as a button; the hash router's paths go in `href` as `#/…`. */
export function LinkButton({ to, primary = false, children }: { to: string; primary?: boolean; children: ReactNode }) {
  return (
    <Button type={primary ? "primary" : "default"} href={`#${to}`}>
      {children}
    </Button>
  );
}
