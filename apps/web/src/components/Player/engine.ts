import tuning from "./tuning.json";

/** How a source is played: mpegts.js (FLV over MSE), hls.js (MSE), or the browser's own HLS/MP4. */
export type EngineKind = "flv" | "hls.js" | "native";

export interface EngineHandlers {
  /** The source failed (network, format); `fatal` when retrying is pointless. */
  onError: (fatal: boolean) => void;
  /** The stream ended on its own (the broadcast stopped). */
  onEnded: () => void;
}

export interface Playback {
  kind: EngineKind;
  destroy: () => void;
}

export interface LiveSources {
  flv: string;
  hls: string | null;
}

/** Whether this browser has Media Source Extensions, which FLV playback needs. */
export function hasMse(): boolean {
  return typeof window !== "undefined" && "MediaSource" in window;
}

function nativeHls(video: HTMLVideoElement): boolean {
  return video.canPlayType("application/vnd.apple.mpegurl") !== "";
}

/** Plays an FLV address with mpegts.js; live streams are chased to stay near the live edge. */
async function playFlv(video: HTMLVideoElement, url: string, isLive: boolean, handlers: EngineHandlers) {
  const { default: mpegts } = await import("mpegts.js");
  mpegts.LoggingControl.applyConfig({ enableAll: false, enableError: false, enableWarn: false });
  const player = mpegts.createPlayer(
    { type: "flv", isLive, url },
    isLive ? tuning.flvLive : { enableWorker: false, lazyLoad: true },
  );
  player.on(mpegts.Events.ERROR, (type: string) => handlers.onError(type === mpegts.ErrorTypes.MEDIA_ERROR));
  player.on(mpegts.Events.LOADING_COMPLETE, () => {
    if (isLive) handlers.onEnded();
  });
  player.attachMediaElement(video);
  player.load();
  return {
    kind: "flv" as const,
    destroy: () => {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    },
  };
}

/** Plays an HLS address with hls.js, tuned to stay as close to the live edge as 1 s segments allow. */
async function playHlsJs(video: HTMLVideoElement, url: string, handlers: EngineHandlers) {
  const { default: Hls } = await import("hls.js");
  if (!Hls.isSupported()) return null;
  const hls = new Hls(tuning.hlsLive);
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) handlers.onError(data.type === Hls.ErrorTypes.MEDIA_ERROR);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { kind: "hls.js" as const, destroy: () => hls.destroy() };
}

function playNative(video: HTMLVideoElement, url: string): Playback {
  video.src = url;
  video.load();
  return {
    kind: "native",
    destroy: () => {
      video.removeAttribute("src");
      video.load();
    },
  };
}

/**
 * A live room: FLV where MSE exists (lowest latency), else HLS — the browser's own where it plays
 * HLS (Safari on iPhone), else hls.js (which can use ManagedMediaSource). `prefer: "hls"` forces
 * HLS (the latency benchmark compares both). Null when nothing here can play it.
 */
export async function startLive(
  video: HTMLVideoElement,
  sources: LiveSources,
  handlers: EngineHandlers,
  prefer: "flv" | "hls" = "flv",
): Promise<Playback | null> {
  if (prefer === "flv" && hasMse()) return playFlv(video, sources.flv, true, handlers);
  if (!sources.hls) return null;
  if (!hasMse() && nativeHls(video)) return playNative(video, sources.hls);
  return (await playHlsJs(video, sources.hls, handlers)) ?? (nativeHls(video) ? playNative(video, sources.hls) : null);
}

/** A replay: MP4 natively (seekable with range requests), an FLV recording through mpegts.js. */
export async function startReplay(video: HTMLVideoElement, url: string, handlers: EngineHandlers): Promise<Playback> {
  if (url.endsWith(".flv") && hasMse()) return playFlv(video, url, false, handlers);
  return playNative(video, url);
}
