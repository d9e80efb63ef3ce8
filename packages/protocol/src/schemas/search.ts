import { z } from "zod";
import { anchorCardSchema } from "./anchor.js";
import { leagueSchema, matchSchema, teamSchema } from "./match.js";
import { lineText } from "./primitives.js";

/** Longest search text, in characters. */
export const SEARCH_TEXT_MAX = 50;

/** `POST /web/search`: one box finding anchors and rooms, matches, teams and leagues, in any language. */
export const searchBodySchema = z.object({
  q: lineText().trim().min(1, "searchEmpty").max(SEARCH_TEXT_MAX, "textTooLong"),
});

export const searchResultSchema = z.object({
  /** Anchors by nickname, and their rooms by name and title: live first. */
  anchors: z.array(anchorCardSchema),
  /** Matches of the teams and leagues found, live first, then those to come, then those over. */
  matches: z.array(matchSchema),
  /** Teams and leagues found, named in the request's language whichever language matched. */
  teams: z.array(teamSchema.extend({ sportId: z.number().int() })),
  leagues: z.array(leagueSchema.extend({ sportId: z.number().int() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
