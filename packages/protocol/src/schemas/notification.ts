import { z } from "zod";

/** A notification kept for a user; `type` is the push type of spec section 2, `data` its payload. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
  readAt: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ unread: z.number().int(), list: z.array(notificationSchema) });
