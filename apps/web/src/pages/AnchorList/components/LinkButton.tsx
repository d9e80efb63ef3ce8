import { Button } from "antd";
import type { ReactNode } from "react";

interface LinkButtonProps {
  to: string;
  /** Every button here carries one: antd keeps a hidden loading icon (and a re-render on mount) in a button without. */
  icon: ReactNode;
  primary?: boolean;
  children: ReactNode;
}

/** A link styled as a button; the hash router's paths go in `href` as `#/…`. */
export function LinkButton({ to, icon, primary = false, children }: LinkButtonProps) {
  return (
    <Button type={primary ? "primary" : "default"} href={`#${to}`} icon={icon}>
      {children}
    </Button>
  );
}
