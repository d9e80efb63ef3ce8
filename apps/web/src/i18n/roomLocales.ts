import type { Lang } from "@courtside/protocol";
import en from "./locales/room/en.json";
import hin from "./locales/room/hin.json";
import ind from "./locales/room/ind.json";
import por from "./locales/room/por.json";
import tha from "./locales/room/tha.json";
import tw from "./locales/room/tw.json";
import vie from "./locales/room/vie.json";
import zh from "./locales/room/zh.json";

/** Texts read as `t("room.…")`, in files of their own so each area changes only its own. */
export type RoomMessages = typeof en;

/** Typed by English, so a key missing from any language is a compile error. */
export const ROOM_LOCALES: Record<Lang, RoomMessages> = { en, zh, tw, ind, vie, tha, por, hin };
