import { HotAnchors } from "./HotAnchors";
import { TopLive } from "./TopLive";

/** The home page above the match list (spec: Home = top live, hot anchors, match lists). */
export function HomeBlocks() {
  return (
    <div className="home-blocks">
      <TopLive />
      <HotAnchors />
    </div>
  );
}
