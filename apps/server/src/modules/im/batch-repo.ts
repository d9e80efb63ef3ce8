import { CONVERSATION_TYPE } from "@courtside/protocol";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/rows.js";
import { imConversations, imMembers, imMessages } from "../../db/schema/index.js";

/** A send waiting in a batch: who sends what to which conversation. */
export interface SendKey {
  senderId: number;
  conversationId: number;
  clientMsgId: string;
}

/**
 * Of a batch of sends, the indexes of those plainly fine to store at once: a new client message
 * id, a member of a single chat, and `allowed` (a condition on the sender and the peer) holds.
 * Everything else — a resend, a group, not a member, a refusal — is left out, and the single-send
 * path answers it as it answers any send.
 */
export async function plainSingleSends(
  db: Db,
  sends: readonly SendKey[],
  allowed: (sender: SQL, peer: SQL) => SQL,
): Promise<Set<number>> {
  if (sends.length === 0) return new Set();
  const input = JSON.stringify(
    sends.map((send, i) => ({ i, conv: send.conversationId, sender: send.senderId, client: send.clientMsgId })),
  );
  const result = await db.execute(sql`
    select x.i, ${allowed(sql`x.sender`, sql`peer.user_id`)} as allowed
    from jsonb_to_recordset(${input}::jsonb) as x(i int, conv int, sender int, client text)
    join ${imMembers} me on me.conversation_id = x.conv and me.user_id = x.sender
    join ${imConversations} c on c.id = x.conv and c.type = ${CONVERSATION_TYPE.single}
    join ${imMembers} peer on peer.conversation_id = x.conv and peer.user_id <> x.sender
    where not exists (
      select 1 from ${imMessages} m where m.sender_id = x.sender and m.client_msg_id = x.client)`);
  // The rules are asked per row in the select list (index lookups), not joined over whole tables.
  return new Set(
    rowsOf(result)
      .filter((row) => row.allowed === true)
      .map((row) => Number(row.i)),
  );
}

export type NewMessage = Omit<typeof imMessages.$inferInsert, "createdAt" | "revokedAt" | "revokedSeq">;

/**
 * Stores messages of many conversations in one statement, under the seqs their events took: the
 * records, each conversation's head, and the conversation back in every member's list.
 */
export async function insertMessages(tx: Db, rows: readonly NewMessage[], at: Date) {
  if (rows.length === 0) return;
  const input = JSON.stringify(rows);
  const result = await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(
        "conversationId" int, seq int, id uuid, "senderId" int, "clientMsgId" text, type smallint,
        content jsonb, "searchText" text)),
    stored as (
      insert into ${imMessages} (conversation_id, seq, id, sender_id, client_msg_id, type, content, search_text, created_at)
      select "conversationId", seq, id, "senderId", "clientMsgId", type, content, coalesce("searchText", ''),
        ${at.toISOString()}::timestamptz
      from input
      returning 1),
    heads as (select "conversationId" as id, max(seq) as seq from input group by "conversationId"),
    moved as (
      update ${imConversations} c set last_seq = greatest(c.last_seq, heads.seq), updated_at = ${at.toISOString()}::timestamptz
      from heads where c.id = heads.id
      returning 1),
    listed as (
      update ${imMembers} m set listed = true
      from heads where m.conversation_id = heads.id and m.listed = false
      returning 1)
    select (select count(*) from stored)::int as stored`);
  const stored = Number(rowsOf(result)[0]?.stored);
  if (stored !== rows.length) throw new Error(`${rows.length} messages given, ${stored} stored`);
}
