import { create } from "zustand";
import { readJson, STORAGE_KEYS, writeItem } from "./storage";

export const DANMAKU_DENSITIES = ["low", "normal", "high"] as const;
export type DanmakuDensity = (typeof DANMAKU_DENSITIES)[number];

/** Lanes of comments over the video for each density: more lanes, more comments at once. */
export const DANMAKU_LANES: Record<DanmakuDensity, number> = { low: 3, normal: 6, high: 10 };

interface Viewing {
  /** Chat messages fly across the live video (danmaku). */
  danmaku: boolean;
  density: DanmakuDensity;
  /** The player takes the page's width, the chat goes under it. */
  theatre: boolean;
}

interface ViewingState extends Viewing {
  set: (patch: Partial<Viewing>) => void;
}

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/** The stored choices, each kept only if it is of the right kind; moving comments are off for reduced motion. */
export function storedViewing(stored: unknown, reduce: boolean): Viewing {
  const get = (key: keyof Viewing) =>
    typeof stored === "object" && stored !== null ? Reflect.get(stored, key) : undefined;
  const danmaku = get("danmaku");
  const density = get("density");
  const theatre = get("theatre");
  return {
    danmaku: typeof danmaku === "boolean" ? danmaku : !reduce,
    density: DANMAKU_DENSITIES.find((value) => value === density) ?? "normal",
    theatre: typeof theatre === "boolean" ? theatre : false,
  };
}

export const useViewingStore = create<ViewingState>((set, get) => ({
  ...storedViewing(readJson(STORAGE_KEYS.viewing), reducedMotion()),
  set: (patch) => {
    set(patch);
    const { danmaku, density, theatre } = get();
    writeItem(STORAGE_KEYS.viewing, JSON.stringify({ danmaku, density, theatre }));
  },
}));
