import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { anchorApplications, users } from "../../db/schema/index.js";

export type ApplicationRow = typeof anchorApplications.$inferSelect;
export type ApplicationDetails = Pick<
  ApplicationRow,
  "realName" | "areaCode" | "contactPhone" | "sports" | "introduction" | "sampleImages"
>;

/** The applicant's anchor state and the contact details the review texts go to. */
export async function applicant(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      anchorState: users.anchorState,
      lang: users.lang,
      nickname: users.nickname,
      phone: users.phone,
      areaCode: users.areaCode,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setAnchorState(db: Db, userId: number, anchorState: number) {
  await db.update(users).set({ anchorState, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function latestOf(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(anchorApplications)
    .where(eq(anchorApplications.userId, userId))
    .orderBy(desc(anchorApplications.createdAt), desc(anchorApplications.id))
    .limit(1);
  return row;
}

export async function pendingOf(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(anchorApplications)
    .where(and(eq(anchorApplications.userId, userId), eq(anchorApplications.status, 1)));
  return row;
}

export async function insert(db: Db, userId: number, status: number, details?: ApplicationDetails) {
  const [row] = await db
    .insert(anchorApplications)
    .values({ userId, status, ...details })
    .returning();
  if (!row) throw new Error("application insert returned nothing");
  return row;
}

export async function fillIn(db: Db, id: number, details: ApplicationDetails) {
  const [row] = await db
    .update(anchorApplications)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(anchorApplications.id, id))
    .returning();
  if (!row) throw new Error(`application ${id} vanished`);
  return row;
}

/** The application, locked for the rest of the transaction so two reviews cannot both apply. */
export async function lockById(db: Db, id: number) {
  const [row] = await db.select().from(anchorApplications).where(eq(anchorApplications.id, id)).for("update");
  return row;
}

export async function review(db: Db, id: number, status: number, reviewerId: number, rejectReason: string | null) {
  const now = new Date();
  const [row] = await db
    .update(anchorApplications)
    .set({ status, reviewedBy: reviewerId, reviewedAt: now, rejectReason, updatedAt: now })
    .where(eq(anchorApplications.id, id))
    .returning();
  if (!row) throw new Error(`application ${id} vanished`);
  return row;
}

const reviewers = sql`(select r.username from users r where r.id = ${anchorApplications.reviewedBy})`;

/** A page of applications with their applicants, oldest pending first so reviews go in order. */
export async function page(db: Db, status: number | undefined, offset: number, limit: number) {
  const where = status === undefined ? undefined : eq(anchorApplications.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        application: anchorApplications,
        username: users.username,
        nickname: users.nickname,
        avatar: users.avatar,
        anchorState: users.anchorState,
        reviewedBy: sql<string | null>`${reviewers}`,
      })
      .from(anchorApplications)
      .innerJoin(users, eq(users.id, anchorApplications.userId))
      .where(where)
      .orderBy(
        status === 1 ? anchorApplications.createdAt : desc(anchorApplications.createdAt),
        desc(anchorApplications.id),
      )
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(anchorApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
