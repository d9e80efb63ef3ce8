import type { searchResultSchema } from "@courtside/protocol";
import { type Data, post } from "./client";

/** The site search; quiet, because the page shows its own failure with a retry. */
export const fetchSearch = (q: string, signal?: AbortSignal) =>
  post<Data<typeof searchResultSchema>>("/search", { q }, { signal, silent: true });
