import { type RefObject, useEffect, useState } from "react";
import { rangesOf, type Span } from "./timeline";

export interface MediaState {
  playing: boolean;
  /** Waiting for data while it should be playing. */
  waiting: boolean;
  muted: boolean;
  volume: number;
  currentTime: number;
  duration: number;
  rate: number;
  buffered: Span[];
  ended: boolean;
}

const INITIAL: MediaState = {
  playing: false,
  waiting: false,
  muted: false,
  volume: 1,
  currentTime: 0,
  duration: Number.NaN,
  rate: 1,
  buffered: [],
  ended: false,
};

const EVENTS = [
  "play",
  "pause",
  "playing",
  "waiting",
  "volumechange",
  "timeupdate",
  "durationchange",
  "ratechange",
  "progress",
  "ended",
  "emptied",
  "loadedmetadata",
] as const;

/** The video element's state as React state, read on each of its media events. */
export function useMediaState(ref: RefObject<HTMLVideoElement | null>): MediaState {
  const [state, setState] = useState(INITIAL);
  useEffect(() => {
    const video = ref.current;
    if (!video) return undefined;
    const read = (event?: Event) =>
      setState((previous) => ({
        playing: !video.paused,
        waiting: event?.type === "waiting" ? true : event?.type === "playing" ? false : previous.waiting,
        muted: video.muted,
        volume: video.volume,
        currentTime: video.currentTime,
        duration: video.duration,
        rate: video.playbackRate,
        buffered: rangesOf(video.buffered),
        ended: video.ended,
      }));
    for (const name of EVENTS) video.addEventListener(name, read);
    read();
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, read);
    };
  }, [ref]);
  return state;
}

/** Whether `element` is the page's fullscreen element, kept up to date. */
export function useFullscreen(ref: RefObject<HTMLElement | null>): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, [ref]);
  return active;
}
