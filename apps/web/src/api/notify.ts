import type {
  notificationListSchema,
  notificationUnreadSchema,
  PushTokenBody,
  pushPublicKeySchema,
} from "@courtside/protocol";
import { type Data, get, post } from "./client";

/** The notification centre and browser push registration (spec section 7 `/jpush/pushToken`). */

export const fetchNotifications = (before: number | undefined, signal?: AbortSignal) =>
  get<Data<typeof notificationListSchema>>(
    before === undefined ? "/notifications" : `/notifications?before=${before}`,
    {
      signal,
      silent: true,
    },
  );

/** Quiet: the bell keeps its last count when this fails. */
export const fetchUnread = (signal?: AbortSignal) =>
  get<Data<typeof notificationUnreadSchema>>("/notifications/unread", { signal, silent: true });

/** Marks the given notices read, or all of them; answers the unread count left. */
export const markNotificationsRead = (ids?: number[]) =>
  post<Data<typeof notificationUnreadSchema>>("/notifications/read", ids ? { ids } : {}, { silent: true });

export const fetchPushKey = () => get<Data<typeof pushPublicKeySchema>>("/jpush/publicKey", { silent: true });

/** Quiet: push is an extra; notices still arrive in the page when this fails. */
export const sendPushToken = (body: PushTokenBody) => post<null>("/jpush/pushToken", body, { silent: true });
