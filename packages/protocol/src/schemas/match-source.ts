import { z } from "zod";
import { type LocalizedNames, localizedNamesSchema } from "../names.js";
import { idSchema, lineText } from "./primitives.js";

/**
 * The platform list of spec section 3: where a match can be watched. `platform` is this site's own
 * rooms; the others are outside broadcasters a super admin links a match to.
 */
export const PLATFORM_KEYS = ["platform", "365", "tencent", "ali"] as const;
export type PlatformKey = (typeof PLATFORM_KEYS)[number];
export const OUTSIDE_PLATFORMS = ["365", "tencent", "ali"] as const;
export type OutsidePlatform = (typeof OUTSIDE_PLATFORMS)[number];

const same = (label: string) => ({
  nameIdn: label,
  nameVn: label,
  nameTh: label,
  namePor: label,
  nameHin: label,
  nameEn: label,
});

/** The platform labels in the 8 languages, served in `globalConfig`. */
export const PLATFORM_LABELS: Record<PlatformKey, LocalizedNames> = {
  platform: {
    name: "本站",
    nameTw: "本站",
    nameIdn: "Courtside",
    nameVn: "Courtside",
    nameTh: "Courtside",
    namePor: "Courtside",
    nameHin: "Courtside",
    nameEn: "Courtside",
  },
  "365": { name: "365", nameTw: "365", ...same("365") },
  tencent: { name: "腾讯", nameTw: "騰訊", ...same("Tencent") },
  ali: { name: "阿里", nameTw: "阿里", ...same("Ali") },
};

export const platformLabelSchema = z.object({ key: z.enum(PLATFORM_KEYS), names: localizedNamesSchema });
export type PlatformLabel = z.infer<typeof platformLabelSchema>;

/** A match's broadcast on an outside platform: a web address opened in a new tab. */
export const matchSourceSchema = z.object({
  platform: z.enum(OUTSIDE_PLATFORMS, "invalidOption"),
  url: lineText()
    .trim()
    .max(500, "urlTooLong")
    .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), "badUrl"),
});
export type MatchSource = z.infer<typeof matchSourceSchema>;

/** `admin/match_sources/save`: the match's whole list; one address per platform, an empty list removes them. */
export const saveMatchSourcesBodySchema = z.object({
  matchId: idSchema,
  sources: z
    .array(matchSourceSchema)
    .max(OUTSIDE_PLATFORMS.length, "numberOutOfRange")
    .refine((sources) => new Set(sources.map((source) => source.platform)).size === sources.length, "invalidOption"),
});
export const matchSourcesSchema = z.object({ matchId: z.number().int(), sources: z.array(matchSourceSchema) });
export type MatchSources = z.infer<typeof matchSourcesSchema>;
