import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { giftSends, gifts, rooms, users } from "../../db/schema/index.js";

export type GiftRow = typeof gifts.$inferSelect;
export type GiftSendRow = typeof giftSends.$inferSelect;

export function activeGifts(db: Db) {
  return db.select().from(gifts).where(eq(gifts.active, true)).orderBy(asc(gifts.sort), asc(gifts.id));
}

export async function findGift(db: Db, id: number): Promise<GiftRow | undefined> {
  const [row] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, id), eq(gifts.active, true)));
  return row;
}

export async function roomExists(db: Db, anchorId: number): Promise<boolean> {
  const [row] = await db.select({ id: rooms.anchorId }).from(rooms).where(eq(rooms.anchorId, anchorId));
  return Boolean(row);
}

export async function userBrief(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Records a send once per (sender, key); undefined when the key was used before. */
export async function insertSend(db: Db, send: typeof giftSends.$inferInsert): Promise<number | undefined> {
  const [row] = await db.insert(giftSends).values(send).onConflictDoNothing().returning({ id: giftSends.id });
  return row?.id;
}

export async function findSendByKey(db: Db, senderId: number, key: string): Promise<GiftSendRow | undefined> {
  const [row] = await db
    .select()
    .from(giftSends)
    .where(and(eq(giftSends.senderId, senderId), eq(giftSends.idempotencyKey, key)));
  return row;
}

/** Gifts an anchor received, newest first, with sender and gift. */
export async function receivedPage(db: Db, anchorId: number, offset: number, limit: number) {
  const where = eq(giftSends.anchorId, anchorId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        send: giftSends,
        gift: gifts,
        sender: { id: users.id, nickname: users.nickname, avatar: users.avatar },
      })
      .from(giftSends)
      .innerJoin(gifts, eq(gifts.id, giftSends.giftId))
      .innerJoin(users, eq(users.id, giftSends.senderId))
      .where(where)
      .orderBy(desc(giftSends.createdAt), desc(giftSends.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(giftSends).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const contributed = sql<string>`sum(${giftSends.value})`;

/** Coins each of `userIds` has given an anchor in gifts. */
export async function contributions(db: Db, anchorId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ userId: giftSends.senderId, coins: contributed })
    .from(giftSends)
    .where(and(eq(giftSends.anchorId, anchorId), inArray(giftSends.senderId, userIds)))
    .groupBy(giftSends.senderId);
  return new Map(rows.map((row) => [row.userId, Number(row.coins)]));
}

/** An anchor's contributors with their names, the largest first (ties: who got there first). */
export async function contributionRanking(db: Db, anchorId: number, offset: number, limit: number) {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar, coins: contributed })
    .from(giftSends)
    .innerJoin(users, eq(users.id, giftSends.senderId))
    .where(eq(giftSends.anchorId, anchorId))
    .groupBy(users.id)
    .orderBy(desc(contributed), sql`min(${giftSends.id})`)
    .limit(limit)
    .offset(offset);
  return rows.map(({ coins, ...row }) => ({ ...row, contribution: Number(coins) }));
}

/** Every gift, hidden ones too, in catalogue order (the console's list). */
export function allGifts(db: Db) {
  return db.select().from(gifts).orderBy(asc(gifts.sort), asc(gifts.id));
}

export async function findAnyGift(db: Db, id: number): Promise<GiftRow | undefined> {
  const [row] = await db.select().from(gifts).where(eq(gifts.id, id));
  return row;
}

type GiftFields = Omit<typeof gifts.$inferInsert, "id" | "code">;

/** A new gift after the highest id; its code is derived from the id. */
export async function insertGift(db: Db, fields: GiftFields): Promise<GiftRow> {
  await db.execute(sql`select pg_advisory_xact_lock(7301)`);
  const [top] = await db.select({ id: sql<number>`coalesce(max(${gifts.id}), 0)::int` }).from(gifts);
  const id = (top?.id ?? 0) + 1;
  const [row] = await db
    .insert(gifts)
    .values({ ...fields, id, code: `gift-${id}` })
    .returning();
  return row as GiftRow;
}

export async function updateGift(db: Db, id: number, fields: GiftFields): Promise<GiftRow | undefined> {
  const [row] = await db.update(gifts).set(fields).where(eq(gifts.id, id)).returning();
  return row;
}
