import type { columnListSchema } from "@courtside/protocol";
import { type Data, post } from "./client";

/** Match columns (tabs), each with its name in all 8 languages. */
export const fetchMatchColumns = (signal?: AbortSignal) =>
  post<Data<typeof columnListSchema>>("/web_race/web_race_column", {}, { signal });

/** Anchor columns (tabs), each with its name in all 8 languages. */
export const fetchAnchorColumns = (signal?: AbortSignal) =>
  post<Data<typeof columnListSchema>>("/web_anchor/anchor_column", {}, { signal });
