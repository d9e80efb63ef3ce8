import { z } from "zod";
import { localizedNamesSchema } from "../names.js";
import { anchorCardSchema } from "./anchor.js";
import { matchSchema } from "./match.js";
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
  teams: z.array(
    z.object({
      id: z.number().int(),
      sportId: z.number().int(),
      names: localizedNamesSchema,
      logo: z.string().nullable(),
      color: z.string(),
    }),
  ),
  leagues: z.array(z.object({ id: z.number().int(), sportId: z.number().int(), names: localizedNamesSchema })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
