import type { TASK_KEYS } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import type { WalletService } from "../wallet/service.js";
import * as repo from "./repo.js";

export type TaskKey = (typeof TASK_KEYS)[number];

/** Task stages (register, follow an anchor, add an avatar), each recorded once per user. */
export function createTaskService({ db }: Deps, wallet: Pick<WalletService, "taskReward">) {
  /** The first completion pays the task's coins in the same transaction. */
  async function complete(tx: Db, userId: number, taskKey: TaskKey) {
    const firstTime = await repo.markDone(tx, userId, taskKey);
    if (firstTime) await wallet.taskReward(tx, userId, taskKey);
    return { taskKey, firstTime };
  }
  return {
    complete(userId: number, taskKey: TaskKey, tx?: Db) {
      return tx ? complete(tx, userId, taskKey) : db.transaction((own) => complete(own, userId, taskKey));
    },
  };
}
export type TaskService = ReturnType<typeof createTaskService>;
