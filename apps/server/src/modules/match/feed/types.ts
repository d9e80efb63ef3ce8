import { localizedNamesSchema, MATCH_STATUS, SPORTS } from "@courtside/protocol";
import { z } from "zod";

/** A key of one of the protocol's enumerations, e.g. "football" of SPORTS. */
const keyOf = <T extends Record<string, number>>(values: T) =>
  z.custom<Extract<keyof T, string>>((v) => typeof v === "string" && Object.hasOwn(values, v), "unknown value");
const sportKey = keyOf(SPORTS);

/**
 * The import format (`npm run matches -- import FILE`, and what any provider hands the sink).
 * Ids are the provider's own; re-importing updates rather than duplicates.
 */
export const importFileSchema = z.object({
  leagues: z.array(z.object({ id: z.string(), sport: sportKey, names: localizedNamesSchema })),
  teams: z.array(
    z.object({
      id: z.string(),
      sport: sportKey,
      names: localizedNamesSchema,
      logo: z.string().url().nullable().default(null),
      color: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/)
        .default("#334155"),
    }),
  ),
  matches: z.array(
    z.object({
      id: z.string(),
      league: z.string(),
      home: z.string(),
      away: z.string(),
      startTime: z.iso.datetime({ offset: true }),
      status: keyOf(MATCH_STATUS).default("notStarted"),
      homeScore: z.array(z.number()).default([]),
      awayScore: z.array(z.number()).default([]),
      vbScores: z
        .object({ pt: z.tuple([z.number(), z.number()]) })
        .nullable()
        .default(null),
      hot: z.boolean().default(false),
    }),
  ),
});
export type ImportFile = z.infer<typeof importFileSchema>;

/** A source of fixtures and results. The demo feed is one; a real provider implements the same. */
export interface MatchFeed {
  readonly name: string;
  /** Brings the stored matches up to date; returns when it wants to run again. */
  run(now: Date): Promise<Date>;
}
