import { z } from "zod";
import { PAGINATION } from "../constants.js";
import { localizedNamesSchema } from "../names.js";
import { columnSchema } from "./columns.js";

export const teamSchema = z.object({
  id: z.number().int(),
  names: localizedNamesSchema,
  logo: z.string().nullable(),
  /** Badge colour, used when there is no logo image. */
  color: z.string(),
});

export const BOOKING_TYPES = ["schedule", "result"] as const;
export const bookingTypeSchema = z.enum(BOOKING_TYPES);
export type BookingType = z.infer<typeof bookingTypeSchema>;

/** A match as lists show it. Scores use the push layout of spec section 3. */
export const matchSchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  league: z.object({ id: z.number().int(), names: localizedNamesSchema }),
  home: teamSchema,
  away: teamSchema,
  startTime: z.number().int().describe("ms since the epoch"),
  status: z.number().int().describe("MATCH_STATUS"),
  /** Minute or period reached, e.g. "67'" or "Q3", while in progress. */
  clock: z.string().nullable(),
  homeScore: z.array(z.number()),
  awayScore: z.array(z.number()),
  vbScores: z.object({ pt: z.tuple([z.number(), z.number()]) }).nullable(),
  /** Score as people read it, e.g. "2-1"; null before the start. */
  score: z.string().nullable(),
  hot: z.boolean(),
  /** Live streams (anchor rooms) covering the match. */
  liveCount: z.number().int(),
  /** The caller's booking of this match, if any. */
  booked: bookingTypeSchema.nullable(),
});
export type Match = z.infer<typeof matchSchema>;

export const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((size) => (PAGINATION.pageSizes as readonly number[]).includes(size), "pageSize")
  .default(PAGINATION.defaultPageSize);

export const matchPageBodySchema = z.object({
  columnId: z.number().int().default(0),
  tab: z.enum(["all", "hot"]).default("all"),
  page: z.number().int().min(1).default(1),
  pageSize: pageSizeSchema,
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), list: z.array(item) });
}
export const matchPageSchema = pageOf(matchSchema);

export const columnWithCountSchema = columnSchema.extend({
  count: z.number().int().describe("live and upcoming matches of the next 24 hours"),
});

export const matchListBodySchema = z.object({
  sportId: z.number().int().optional(),
  status: z.number().int().optional(),
  date: z.iso.date().optional().describe("UTC day, YYYY-MM-DD"),
  limit: z.number().int().min(1).max(200).default(50),
});

export const matchEventSchema = z.object({
  at: z.number().int(),
  clock: z.string(),
  type: z.enum(["start", "score", "halfTime", "period", "end"]),
  side: z.enum(["home", "away"]).nullable(),
  score: z.string(),
});

export const matchDetailSchema = matchSchema.extend({
  events: z.array(matchEventSchema),
  /** Score by period: one entry per period played so far. */
  periods: z.array(z.object({ label: z.string(), home: z.number(), away: z.number() })),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

export const matchIdBodySchema = z.object({ matchId: z.number().int().positive() });

export const bookBodySchema = z.object({
  matchId: z.number().int().positive(),
  type: bookingTypeSchema.default("schedule"),
  /** Confirms cancelling the earlier booking to book this match. */
  switch: z.boolean().default(false),
  /** Cancels the caller's booking of this match instead. */
  cancel: z.boolean().default(false),
});

export const bookingSchema = z.object({
  match: matchSchema,
  type: bookingTypeSchema,
  createdAt: z.number().int(),
});

export const bookResultSchema = z.object({
  booking: bookingSchema.nullable(),
  cancelledMatchId: z.number().int().nullable(),
});

/** Home page blocks (spec section 7, Home). */
export const homeTopSchema = z.object({ live: matchSchema.nullable(), next: matchSchema.nullable() });
export const hotAnchorSchema = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() });
export const homeMiddleSchema = z.object({ anchors: z.array(hotAnchorSchema) });
export const homeBottomSchema = z.object({ live: z.array(matchSchema), upcoming: z.array(matchSchema) });
export const homeInfoSchema = z.object({ results: z.array(matchSchema) });
