import type { Lang } from "@courtside/protocol";
import en from "./locales/admin/en.json";
import hin from "./locales/admin/hin.json";
import ind from "./locales/admin/ind.json";
import por from "./locales/admin/por.json";
import tha from "./locales/admin/tha.json";
import tw from "./locales/admin/tw.json";
import vie from "./locales/admin/vie.json";
import zh from "./locales/admin/zh.json";

/** Texts read as `t("admin.…")`, in files of their own so each area changes only its own. */
export type AdminMessages = typeof en;

/** Typed by English, so a key missing from any language is a compile error. */
export const ADMIN_LOCALES: Record<Lang, AdminMessages> = { en, zh, tw, ind, vie, tha, por, hin };
