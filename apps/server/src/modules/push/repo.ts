import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { notifications, pushDeliveries, pushSubscriptions, sessions, users } from "../../db/schema/index.js";

export type NewSubscription = Omit<typeof pushSubscriptions.$inferInsert, "id" | "createdAt" | "updatedAt">;

/**
 * One subscription per endpoint: a browser that registers again, or for another account, updates
 * its row. Another account's row is taken over only with its `auth` secret (the same browser):
 * an endpoint alone, with keys of one's own, would leave its owner's browser unable to read its
 * pushes. False when refused.
 */
export async function upsertSubscription(db: Db, row: NewSubscription): Promise<boolean> {
  const { endpoint, ...rest } = row;
  const written = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...rest, updatedAt: new Date() },
      setWhere: or(eq(pushSubscriptions.userId, row.userId), eq(pushSubscriptions.auth, row.auth)),
    })
    .returning({ id: pushSubscriptions.id });
  return written.length > 0;
}

export async function removeSubscription(db: Db, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** A push service said the subscription is gone (404/410): its pending pushes go with it. */
export async function dropSubscription(db: Db, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export function subscriptionsOf(db: Db, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/**
 * Queues the pushes of new notices, inside the transaction that stores them: one row per notice
 * and subscription of its recipient. Type 3 is never sent; instant messages (8) only reach
 * browsers whose message settings let them.
 */
export async function enqueue(db: Db, notificationIds: number[], types: { ignored: number; message: number }) {
  if (notificationIds.length === 0) return;
  const ids = sql.join(
    notificationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // A folded notice (a conversation's messages) that changed again before its push went out is
  // sent once, with what it says now.
  await db.execute(sql`
    insert into ${pushDeliveries} (notification_id, subscription_id)
    select n.id, s.id from ${notifications} n
    join ${pushSubscriptions} s on s.user_id = n.user_id
    left join ${sessions} se on se.id = s.session_id
    where n.id in (${ids}) and n.type <> ${types.ignored} and se.revoked_at is null
      and (n.type <> ${types.message} or s.message_notification)
    on conflict (notification_id, subscription_id)
    do update set run_at = now(), attempts = 0, locked_until = null, last_error = null`);
}

/**
 * Claims due pushes for this node: waiting ones whose time has come and claimed ones whose lease
 * ran out (their node died). SKIP LOCKED lets other nodes claim other rows at the same moment.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const due = await tx
      .select({ id: pushDeliveries.id })
      .from(pushDeliveries)
      .where(
        and(
          lte(pushDeliveries.runAt, now),
          or(isNull(pushDeliveries.lockedUntil), lte(pushDeliveries.lockedUntil, now)),
        ),
      )
      .orderBy(asc(pushDeliveries.runAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(pushDeliveries)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${pushDeliveries.attempts} + 1` })
      .where(
        inArray(
          pushDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning({ id: pushDeliveries.id, attempts: pushDeliveries.attempts });
  });
}

/** What a claimed push needs: the notice, the subscription, the recipient's language and whether it may still go. */
export function deliveryDetails(db: Db, ids: number[]) {
  return db
    .select({
      id: pushDeliveries.id,
      notification: {
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        data: notifications.data,
      },
      subscription: {
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        messageInfoNotification: pushSubscriptions.messageInfoNotification,
      },
      lang: users.lang,
      /** Signed out on that browser: the session is revoked, so its pushes stop. */
      signedOut: sql<boolean>`coalesce(${sessions.revokedAt} is not null, false)`,
    })
    .from(pushDeliveries)
    .innerJoin(notifications, eq(notifications.id, pushDeliveries.notificationId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(inArray(pushDeliveries.id, ids));
}
export type DeliveryRow = Awaited<ReturnType<typeof deliveryDetails>>[number];

export async function finish(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(pushDeliveries).where(inArray(pushDeliveries.id, ids));
}

export async function retryLater(db: Db, id: number, runAt: Date, error: string) {
  await db
    .update(pushDeliveries)
    .set({ runAt, lockedUntil: null, lastError: error.slice(0, 500) })
    .where(eq(pushDeliveries.id, id));
}

export async function pendingCount(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pushDeliveries);
  return row?.n ?? 0;
}
