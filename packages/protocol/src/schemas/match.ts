import { z } from "zod";
import { PAGINATION } from "../constants.js";
import { MATCH_STATUS, SPORTS } from "../enums.js";
import { localizedNamesSchema } from "../names.js";
import { columnFilterSchema, columnSchema } from "./columns.js";
import { matchSourceSchema } from "./match-source.js";
import { idSchema, pageSchema } from "./primitives.js";

/**
 * A name as a match carries it: in the request's language (`language-config`), falling back to
 * English, then the source text. A match list is read on every visit, so it carries one language,
 * not the 8 of the catalogue (a third of the bytes).
 */
const nameInLanguage = z.string().describe("in the request's language");

export const teamSchema = z.object({
  id: z.number().int(),
  name: nameInLanguage,
  logo: z.string().nullable(),
  /** Badge colour, used when there is no logo image. */
  color: z.string(),
});

export const leagueSchema = z.object({ id: z.number().int(), name: nameInLanguage });

export const BOOKING_TYPES = ["schedule", "result"] as const;
export const bookingTypeSchema = z.enum(BOOKING_TYPES);
export type BookingType = z.infer<typeof bookingTypeSchema>;

/** A match as lists show it. Scores use the push layout of spec section 3. */
export const matchSchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  league: leagueSchema,
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

/** One of the page sizes the pager offers (10 … 100), so no list is read unbounded. */
export const pageSizeSchema = z.coerce
  .number("invalidOption")
  .int({ error: "invalidOption", abort: true })
  .refine((size) => (PAGINATION.pageSizes as readonly number[]).includes(size), "invalidOption")
  .default(PAGINATION.defaultPageSize);

/** Longest stretch a day filter may ask for: a local day, 23 to 25 hours across a clock change. */
export const DAY_FILTER_MAX_MS = 26 * 3_600_000;

export const matchPageBodySchema = z
  .object({
    columnId: columnFilterSchema,
    tab: z.enum(["all", "hot"]).default("all"),
    page: pageSchema,
    pageSize: pageSizeSchema,
    /** A day of the viewer's calendar, as its first and past-last moment (ms): matches starting in it. */
    from: z.number("invalidOption").int().optional(),
    to: z.number("invalidOption").int().optional(),
    /** Only this league's matches. */
    leagueId: idSchema.optional(),
  })
  .refine(
    (body) =>
      (body.from === undefined) === (body.to === undefined) &&
      (body.from === undefined ||
        body.to === undefined ||
        (body.to > body.from && body.to - body.from <= DAY_FILTER_MAX_MS)),
    { message: "invalidOption", path: ["to"] },
  );

/** `race_data_leagues`: the leagues of a column with matches around now, for the league filter. */
export const leagueFilterBodySchema = z.object({ columnId: columnFilterSchema });
export const leagueOptionSchema = z.object({
  id: z.number().int(),
  names: localizedNamesSchema,
  /** Matches of the league in the list's reach (yesterday to a week ahead, and every live one). */
  count: z.number().int(),
});
export type LeagueOption = z.infer<typeof leagueOptionSchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), list: z.array(item) });
}
export const matchPageSchema = pageOf(matchSchema);

export const columnWithCountSchema = columnSchema.extend({
  count: z.number().int().describe("live and upcoming matches of the next 24 hours"),
});

const sportIds = new Set<number>(Object.values(SPORTS));
const statuses = new Set<number>(Object.values(MATCH_STATUS));
/** One of the sports of `SPORTS`. */
export const sportIdSchema = z.number("invalidOption").refine((id) => sportIds.has(id), "invalidOption");

export const matchListBodySchema = z.object({
  sportId: sportIdSchema.optional(),
  status: z
    .number("invalidOption")
    .refine((status) => statuses.has(status), "invalidOption")
    .optional(),
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
  /** Where else it is broadcast (the platform list of spec section 3), as a super admin linked them. */
  sources: z.array(matchSourceSchema),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

/** `/web_race/show/match/:sportId/:date`: the path arrives as text. */
export const sportDayParamsSchema = z.object({
  sportId: z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : value),
    sportIdSchema,
  ),
  date: z.iso.date("invalidDate"),
});

export const matchIdBodySchema = z.object({ matchId: idSchema });

/** `anchorMatch`: put a match on the anchor's schedule, or take it off with `cancel`. */
export const appointBodySchema = matchIdBodySchema.extend({ cancel: z.boolean().default(false) });

export const bookBodySchema = z.object({
  matchId: idSchema,
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
