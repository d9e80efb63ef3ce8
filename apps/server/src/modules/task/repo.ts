import type { Db } from "../../db/client.js";
import { userTasks } from "../../db/schema/index.js";

/** Records a task once; true the first time. */
export async function markDone(db: Db, userId: number, taskKey: string): Promise<boolean> {
  const rows = await db
    .insert(userTasks)
    .values({ userId, taskKey })
    .onConflictDoNothing()
    .returning({ taskKey: userTasks.taskKey });
  return rows.length === 1;
}
