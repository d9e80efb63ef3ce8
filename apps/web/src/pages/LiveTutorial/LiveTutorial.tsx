import { ComingSoon } from "../../components/ComingSoon/ComingSoon";
import { PageFrame } from "../../components/PageFrame/PageFrame";

/** How to go live with OBS or ffmpeg. */
export default function LiveTutorial() {
  return (
    <PageFrame>
      <ComingSoon />
    </PageFrame>
  );
}
