import { join } from "node:path";
import type { Config } from "../../config.js";
import { janusInstalled, startJanus } from "../../infra/janus-process.js";

/** The local Janus's UDP ports: its mountpoints (from this node), then the viewers' connections. */
const RTP_PORTS = "20000-20999";
const ICE_PORTS = "21000-29999";

/**
 * `npm start`'s own viewers' relay (`STAGE_RELAY`): Janus started beside the server, configured
 * for the stages alone, and the configuration pointed at it (which gives the node the relay's
 * default viewer limit unless `STAGE_VIEWERS_MAX` is set). Null when there is none to start.
 */
export async function startLocalRelay(config: Config): Promise<{ config: Config; stop(): Promise<void> } | null> {
  const mode = config.stage.localRelay;
  if (mode === "off" || (mode === "auto" && !janusInstalled())) return null;
  const janus = await startJanus({
    dir: join(config.dataDir, "janus"),
    rtpPorts: RTP_PORTS,
    iceRtpPorts: ICE_PORTS,
  });
  return {
    config: {
      ...config,
      stage: { ...config.stage, relay: { url: janus.url, rtpHost: "127.0.0.1", adminKey: undefined } },
    },
    stop: () => janus.stop(),
  };
}
