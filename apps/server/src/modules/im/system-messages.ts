import {
  SYSTEM_MESSAGE_TYPE_OF,
  type SystemMessage,
  type SystemMessageData,
  type SystemMessageKind,
  systemMessageData,
  systemMessageSchema,
} from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { Notifier } from "./notify.js";
import { userChannel } from "./notify.js";
import * as repo from "./system-repo.js";

function present(row: repo.SystemRow): SystemMessage {
  const kind = systemMessageSchema.shape.kind.safeParse(row.kind);
  const data = row.data !== null && typeof row.data === "object" ? { ...row.data } : {};
  return {
    id: row.id,
    type: row.type,
    kind: kind.success ? kind.data : "notice",
    data,
    createdAt: row.createdAt.getTime(),
    read: row.readAt !== null,
  };
}

/**
 * The system-messages conversation (DECISIONS 15): rows first, then a stored event on the
 * user's channel (websocket type 31 about people, 32 from the platform), so a device that
 * resumes its user channel receives what it missed.
 */
export function createSystemMessages({ db }: Pick<Deps, "db">, realtime: RealtimeService, notifier: Notifier) {
  async function countsChanged(userId: number) {
    notifier.toUser(userId, "systemCount", await repo.counts(db, userId));
  }

  return {
    /** For other modules: stores a system message for a user and delivers it to their devices. */
    async send<K extends SystemMessageKind>(userId: number, kind: K, data: SystemMessageData<K>) {
      const type = SYSTEM_MESSAGE_TYPE_OF[kind];
      const checked = systemMessageData[kind].parse(data);
      const message = present(await repo.insert(db, { userId, type, kind, data: checked }));
      const { unread } = await repo.counts(db, userId);
      await realtime.publish(userChannel(userId), "systemMessage", { type, message, unread });
      return message;
    },

    counts: (userId: number) => repo.counts(db, userId),

    /** A page, newest first; what it shows counts as read (opening the conversation reads it). */
    async list(userId: number, page: number, pageSize: number) {
      const rows = await repo.page(db, userId, pageSize, (page - 1) * pageSize);
      const list = rows.map(present);
      if (
        (await repo.markRead(
          db,
          userId,
          rows.filter((row) => row.readAt === null).map((row) => row.id),
        )) > 0
      ) {
        await countsChanged(userId);
      }
      const { total, unread } = await repo.counts(db, userId);
      return { total, page, pageSize, unread, list };
    },

    async detail(userId: number, id: number) {
      const row = await repo.find(db, userId, id);
      if (!row) throw new AppError("systemMessageNotFound", { status: 404 });
      if ((await repo.markRead(db, userId, [id])) > 0) await countsChanged(userId);
      return { ...present(row), read: true };
    },

    async remove(userId: number, id: number) {
      if (!(await repo.remove(db, userId, id))) throw new AppError("systemMessageNotFound", { status: 404 });
      await countsChanged(userId);
    },
  };
}
export type SystemMessages = ReturnType<typeof createSystemMessages>;
