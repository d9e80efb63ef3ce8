import type { EditUserBody, TASK_KEYS, taskDoneSchema, userInfoSchema } from "@courtside/protocol";
import { type Data, post } from "./client";

/** The personal centre's profile (spec section 7, anchor area: anchor_user, edit_user). */
export const fetchProfile = (signal?: AbortSignal) =>
  post<Data<typeof userInfoSchema>>("/web_anchor/anchor_user", {}, { signal });

export const saveProfile = (body: EditUserBody, options: { silent?: boolean } = {}) =>
  post<Data<typeof userInfoSchema>>("/web_anchor/edit_user", body, options);

/**
 * Records a task stage (task_5 register, task_9 follow, task_10 avatar). A bookkeeping call the
 * user did not ask for, so its failure stays quiet.
 */
export const completeTask = (taskKey: (typeof TASK_KEYS)[number]) =>
  post<Data<typeof taskDoneSchema>>("/web_task/web_task_done_stage", { taskKey }, { silent: true });
