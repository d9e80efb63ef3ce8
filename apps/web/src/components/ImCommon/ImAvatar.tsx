import { Avatar } from "antd";
import "./ImCommon.css";

interface ImAvatarProps {
  name: string;
  src: string | null;
  size?: number;
}

/**
 * A person's picture, or the first letter of their name on a colour of their own. Decorative: the
 * name is always written beside it.
 */
export function ImAvatar({ name, src, size = 40 }: ImAvatarProps) {
  const hue = [...name].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) % 360;
  return (
    <Avatar
      size={size}
      src={src ?? undefined}
      alt=""
      aria-hidden
      className="im-avatar"
      // Dark enough behind white letters for contrast (≥ 4.5:1) whatever the hue.
      style={src ? undefined : { background: `hsl(${hue} 55% 32%)`, flex: "none" }}
    >
      {[...name.trim()][0]?.toUpperCase() ?? "?"}
    </Avatar>
  );
}
