import type { EditUserBody, TASK_KEYS, taskDoneSchema, userInfoSchema, VantArea } from "@courtside/protocol";
import { type Data, get, post } from "./client";

/** The personal centre's profile (spec section 7, anchor area: anchor_user, edit_user). */
export const fetchProfile = (signal?: AbortSignal) =>
  post<Data<typeof userInfoSchema>>("/web_anchor/anchor_user", {}, { signal });

/** The region picker's tree (Vant area format), the same for everyone; cached by the browser for an hour. */
export const fetchVantArea = (signal?: AbortSignal) => get<VantArea>("/static/vant_addr.json", { signal });

export const saveProfile = (body: EditUserBody, options: { silent?: boolean } = {}) =>
  post<Data<typeof userInfoSchema>>("/web_anchor/edit_user", body, options);

/**
 * Records a task stage (task_5 register, task_9 follow, task_10 avatar). A bookkeeping call the
 * user did not ask for, so its failure stays quiet.
 */
export const completeTask = (taskKey: (typeof TASK_KEYS)[number]) =>
  post<Data<typeof taskDoneSchema>>("/web_task/web_task_done_stage", { taskKey }, { silent: true });
