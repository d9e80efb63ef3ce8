import type { ReactNode } from "react";
import "./Avatar.css";

interface AvatarProps {
  /** The person's name: its first letter stands in when there is no picture (unless `icon` is given). */
  name?: string;
  icon?: ReactNode;
  src?: string | null;
  size: number;
  className?: string;
}

/**
 * A round picture, or the first letter of the name. Decorative (the name is always written beside
 * it or on the control holding it). Plain markup rather than antd's Avatar, which measures its
 * text with a resize observer and adds about 20 kB to the pages that list anchors.
 */
export function Avatar({ name = "", icon, src, size, className }: AvatarProps) {
  const classes = ["avatar", className].filter(Boolean).join(" ");
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  return (
    <span className={classes} style={style} aria-hidden>
      {src ? (
        <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        (icon ?? [...name.trim()][0]?.toUpperCase() ?? "?")
      )}
    </span>
  );
}
