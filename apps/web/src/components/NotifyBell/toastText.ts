import { type Notification, PUSH_TYPE } from "@courtside/protocol";

/**
 * What a notice's toast says. Without the details setting (messageInfoNotification), a message
 * (type 8) names neither the sender nor the text, as its browser notification does not (the
 * server leaves them out of the push): `generic` words it instead.
 */
export function toastText(
  notice: Pick<Notification, "type" | "title" | "body">,
  messageInfoNotification: boolean,
  generic: { title: string; body: string },
): { title: string; body: string } {
  if (notice.type === PUSH_TYPE.instantMessage && !messageInfoNotification) return generic;
  return { title: notice.title, body: notice.body };
}
