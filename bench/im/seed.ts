import { randomBytes, randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/server/src/db/client.js";
import { imConversations, imMembers, users } from "../../apps/server/src/db/schema/index.js";
import { newAccount } from "../../apps/server/src/modules/user/account.js";

/** One connected user of the bench: how it signs in to the gateway and the conversation it talks in. */
export interface BenchUser {
  id: number;
  appNumber: string;
  imToken: string;
  conversationId: number;
  peerId: number;
}

const CHUNK = 500;

function chunks<T>(list: T[]): T[][] {
  return Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));
}

/**
 * `count` users (an even number) in pairs, each pair one single conversation, written straight into
 * Courtside's tables: one password hash for all (hashing thousands would take minutes), each with its
 * own chat identity (`appNumber` + `imToken`), which signs a socket in without a session.
 */
export async function seedPairs(db: Db, count: number, prefix: string): Promise<BenchUser[]> {
  const template = await newAccount({ username: `${prefix}0`, password: "bench12345", lang: "en" });
  const base = randomInt(1_000_000_000, 8_000_000_000);
  const rows = Array.from({ length: count }, (_, i) => ({
    ...template,
    username: `${prefix}${i}`,
    nickname: `${prefix}${i}`,
    appNumber: String(base + i),
    imToken: randomBytes(32).toString("base64url"),
  }));
  const created: { id: number; appNumber: string; imToken: string }[] = [];
  for (const part of chunks(rows)) {
    created.push(
      ...(await db
        .insert(users)
        .values(part)
        .returning({ id: users.id, appNumber: users.appNumber, imToken: users.imToken })),
    );
  }
  const pairs = Array.from({ length: count / 2 }, (_, i) => [created[2 * i], created[2 * i + 1]] as const);
  const out: BenchUser[] = [];
  for (const part of chunks(pairs)) {
    const conversations = await db
      .insert(imConversations)
      .values(part.map(([a, b]) => ({ type: 1, pairKey: `${a?.id}:${b?.id}` })))
      .returning({ id: imConversations.id, pairKey: imConversations.pairKey });
    const members = part.flatMap(([a, b], i) => {
      const conversationId = conversations[i]?.id;
      if (!a || !b || conversationId === undefined) throw new Error("pair not created");
      out.push({ ...a, conversationId, peerId: b.id }, { ...b, conversationId, peerId: a.id });
      return [
        { conversationId, userId: a.id },
        { conversationId, userId: b.id },
      ];
    });
    await db.insert(imMembers).values(members);
  }
  return out;
}

/**
 * The peer's own tables, beside Courtside's in the same database: conversations with a head seq,
 * members with a stored unread counter, and messages unique per sender and client message id.
 */
export async function seedPeer(db: Db, pairs: BenchUser[]) {
  await db.execute(sql`drop table if exists peer_messages, peer_members, peer_conversations`);
  await db.execute(sql`create table peer_conversations (id integer primary key, last_seq integer not null default 0)`);
  await db.execute(
    sql`create table peer_members (conversation_id integer not null, user_id integer not null,
      unread integer not null default 0, primary key (conversation_id, user_id))`,
  );
  await db.execute(
    sql`create table peer_messages (conversation_id integer not null, seq integer not null,
      sender_id integer not null, client_msg_id text not null, text text not null,
      created_at timestamptz not null default now(), primary key (conversation_id, seq),
      unique (sender_id, client_msg_id))`,
  );
  const conversations = [...new Set(pairs.map((user) => user.conversationId))];
  for (const part of chunks(conversations)) {
    await db.execute(sql`insert into peer_conversations (id) select unnest(${`{${part.join(",")}}`}::int[])`);
  }
  for (const part of chunks(pairs)) {
    const ids = `{${part.map((user) => user.conversationId).join(",")}}`;
    const members = `{${part.map((user) => user.id).join(",")}}`;
    await db.execute(
      sql`insert into peer_members (conversation_id, user_id) select * from unnest(${ids}::int[], ${members}::int[])`,
    );
  }
}
