import type { SensitiveWord, SensitiveWordAction } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import * as repo from "./repo.js";

/** How long a node trusts its last look at the list before asking the database again. */
const STAMP_TTL_MS = 5_000;

const toWord = (row: repo.SensitiveWordRow): SensitiveWord => ({
  id: row.id,
  word: row.word,
  action: row.action,
  createdAt: row.createdAt.getTime(),
});

/**
 * The sensitive-word list. Words are stored trimmed and lower-cased so a filter can match them
 * case-insensitively. `version()` lets a filter rebuild only when the list changed: changes made
 * on this node show at once, those of other nodes within STAMP_TTL_MS.
 */
export function createWordList(db: Db) {
  let stamp: { value: string; at: number } | undefined;
  const forget = () => {
    stamp = undefined;
  };

  return {
    forget,

    all: (): Promise<{ word: string; action: SensitiveWordAction }[]> => repo.allWords(db),

    async version(): Promise<string> {
      if (stamp && Date.now() - stamp.at < STAMP_TTL_MS) return stamp.value;
      const value = await repo.wordsStamp(db);
      stamp = { value, at: Date.now() };
      return value;
    },

    async page(keyword: string | undefined, page: number, pageSize: number) {
      const { rows, total } = await repo.wordPage(db, keyword?.toLowerCase(), (page - 1) * pageSize, pageSize);
      return { total, page, pageSize, list: rows.map(toWord) };
    },

    /** Adds a word in `tx`; the caller forgets the stamp after commit. */
    async addIn(tx: Db, word: string, action: SensitiveWordAction): Promise<SensitiveWord> {
      const row = await repo.insertWord(tx, word.trim().toLowerCase(), action);
      if (!row) throw new AppError("sensitiveWordExists");
      return toWord(row);
    },

    async deleteIn(tx: Db, id: number): Promise<SensitiveWord> {
      const row = await repo.deleteWord(tx, id);
      if (!row) throw new AppError("notFound");
      return toWord(row);
    },
  };
}
