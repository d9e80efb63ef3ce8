import { useState } from "react";

/**
 * A room cover; without one (or when it fails to load) a coloured panel with the anchor's initial.
 * `eager`: a cover on the first screen, fetched at once and first (it is the page's largest paint);
 * the others wait until they are scrolled near.
 */
export function CoverImage({ src, name, eager = false }: { src: string | null; name: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        className="cover-image"
        src={src}
        alt=""
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "auto"}
        onError={() => setFailed(true)}
      />
    );
  }
  const hue = [...name].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) % 360;
  return (
    <span className="cover-image cover-image--empty" style={{ background: `hsl(${hue} 45% 28%)` }} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
