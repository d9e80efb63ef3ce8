import { type EditUserBody, type TASK_KEYS, taskDoneSchema, userInfoSchema } from "@courtside/protocol";
import { post } from "./client";

/** The personal centre's profile (spec section 7, anchor area: anchor_user, edit_user). */
export const fetchProfile = (signal?: AbortSignal) =>
  post("/web_anchor/anchor_user", {}, { schema: userInfoSchema, signal });

export const saveProfile = (body: EditUserBody, options: { silent?: boolean } = {}) =>
  post("/web_anchor/edit_user", body, { schema: userInfoSchema, ...options });

/**
 * Records a task stage (task_5 register, task_9 follow, task_10 avatar). A bookkeeping call the
 * user did not ask for, so its failure stays quiet.
 */
export const completeTask = (taskKey: (typeof TASK_KEYS)[number]) =>
  post("/web_task/web_task_done_stage", { taskKey }, { schema: taskDoneSchema, silent: true });
