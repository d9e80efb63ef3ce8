import type { TASK_KEYS } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import * as repo from "./repo.js";

export type TaskKey = (typeof TASK_KEYS)[number];

/** Task stages (register, follow an anchor, add an avatar), each recorded once per user. */
export function createTaskService({ db }: Deps) {
  return {
    async complete(userId: number, taskKey: TaskKey, tx: Db = db) {
      return { taskKey, firstTime: await repo.markDone(tx, userId, taskKey) };
    },
  };
}
export type TaskService = ReturnType<typeof createTaskService>;
