import type { AnchorCard } from "@courtside/protocol";
import { useState } from "react";

/**
 * A room cover: while live, a still of the broadcast (WebP, JPEG where WebP isn't supported);
 * otherwise the room's cover; without one (or when it fails to load) a coloured panel with the
 * anchor's initial. `eager`: a cover on the first screen, fetched at once and first (it is the
 * page's largest paint); the others wait until they are scrolled near.
 */
export function CoverImage({
  src,
  still = null,
  name,
  eager = false,
}: {
  src: string | null;
  still?: AnchorCard["liveThumb"];
  name: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const loading = eager ? "eager" : "lazy";
  const priority = eager ? "high" : "auto";
  if (still && failed !== still.jpeg) {
    return (
      <picture>
        <source srcSet={still.webp} type="image/webp" />
        <img
          className="cover-image"
          src={still.jpeg}
          alt=""
          width={640}
          height={360}
          loading={loading}
          fetchPriority={priority}
          onError={() => setFailed(still.jpeg)}
        />
      </picture>
    );
  }
  if (src && failed !== src) {
    return (
      <img
        className="cover-image"
        src={src}
        alt=""
        loading={loading}
        fetchPriority={priority}
        onError={() => setFailed(src)}
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
