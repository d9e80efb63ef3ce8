import { columnListSchema } from "@courtside/protocol";
import { post } from "./client";

/** Match columns (tabs), each with its name in all 8 languages. */
export const fetchMatchColumns = (signal?: AbortSignal) =>
  post("/web_race/web_race_column", {}, { schema: columnListSchema, signal });

/** Anchor columns (tabs), each with its name in all 8 languages. */
export const fetchAnchorColumns = (signal?: AbortSignal) =>
  post("/web_anchor/anchor_column", {}, { schema: columnListSchema, signal });
