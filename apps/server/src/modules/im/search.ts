import type { ImSearchHit } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import { highlights, searchTerms } from "./highlight.js";
import { presentMessage } from "./presenter.js";
import * as searchRepo from "./search-repo.js";

/** Searching chat records, in one conversation or across all of mine, newest first. */
export function createSearch(db: Db) {
  return async function search(
    userId: number,
    query: { q: string; conversationId?: number | undefined; page: number; pageSize: number },
  ) {
    const terms = searchTerms(query.q);
    const offset = (query.page - 1) * query.pageSize;
    const [rows, total] = await Promise.all([
      searchRepo.search(db, userId, terms, query.conversationId, { limit: query.pageSize, offset }),
      searchRepo.searchCount(db, userId, terms, query.conversationId),
    ]);
    const list: ImSearchHit[] = rows.map((row) => ({
      message: presentMessage(row),
      text: row.searchText,
      highlights: highlights(row.searchText, terms),
    }));
    return { total, page: query.page, pageSize: query.pageSize, list };
  };
}
