import { and, desc, eq, getTableColumns, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { imHiddenMessages, imMembers, imMessages } from "../../db/schema/index.js";
import { textMatches } from "../../db/text-search.js";

/** A message matches when it holds every term (see `textMatches`). */
const matches = (terms: readonly string[]) => textMatches(sql`${imMessages.searchText}`, terms);

/** Only what the user can see: a member, after their clearing, not deleted for them, not revoked. */
function visibleTo(userId: number, terms: readonly string[], conversationId: number | undefined) {
  return and(
    conversationId === undefined ? undefined : eq(imMessages.conversationId, conversationId),
    gt(imMessages.seq, imMembers.hiddenBeforeSeq),
    isNull(imMessages.revokedAt),
    ne(imMessages.searchText, ""),
    sql`not exists (select 1 from ${imHiddenMessages} where ${imHiddenMessages.conversationId} = ${imMessages.conversationId} and ${imHiddenMessages.userId} = ${userId} and ${imHiddenMessages.seq} = ${imMessages.seq})`,
    matches(terms),
  );
}

const mine = (userId: number) =>
  and(eq(imMembers.conversationId, imMessages.conversationId), eq(imMembers.userId, userId));

export async function search(
  db: Db,
  userId: number,
  terms: readonly string[],
  conversationId: number | undefined,
  page: { limit: number; offset: number },
) {
  return db
    .select(getTableColumns(imMessages))
    .from(imMessages)
    .innerJoin(imMembers, mine(userId))
    .where(visibleTo(userId, terms, conversationId))
    .orderBy(desc(imMessages.createdAt), desc(imMessages.seq))
    .limit(page.limit)
    .offset(page.offset);
}

export async function searchCount(
  db: Db,
  userId: number,
  terms: readonly string[],
  conversationId: number | undefined,
) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(imMessages)
    .innerJoin(imMembers, mine(userId))
    .where(visibleTo(userId, terms, conversationId));
  return Number(row?.total ?? 0);
}
