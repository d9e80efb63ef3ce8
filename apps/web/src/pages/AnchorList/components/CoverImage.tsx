import { useState } from "react";

/** A room cover; without one (or when it fails to load) a coloured panel with the anchor's initial. */
export function CoverImage({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img className="cover-image" src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
  }
  const hue = [...name].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) % 360;
  return (
    <span className="cover-image cover-image--empty" style={{ background: `hsl(${hue} 45% 28%)` }} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
