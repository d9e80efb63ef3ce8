import { PUSH_TYPE } from "@courtside/protocol";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { imSystemMessages } from "../../../src/db/schema/index.js";
import { must, PRIVATE_TEXT } from "../request.js";
import type { Domain } from "./domain.js";

const listed = z.object({ list: z.array(z.object({ id: z.number() })) });

/** The victim's unread notices: one in the notification centre, one among their system messages. */
export const notices: Domain<{ notice: number; systemMessage: number }> = {
  name: "notices",
  async setUp(t, { victim }) {
    await t.app.services.notification.notify([victim.id], {
      type: PUSH_TYPE.notice,
      dedupeKey: `security-suite:${victim.id}`,
      data: { type: PUSH_TYPE.notice, notify: { title: "Hi", body: "", webActionType: 3, webActionContent: "" } },
      text: () => ({ title: "Your plan", body: PRIVATE_TEXT }),
    });
    const [notice] = listed.parse(await must(t, victim, { method: "GET", path: "notifications" })).list;
    if (!notice) throw new Error("the victim has no notice to attack");
    const message = await t.app.services.im.systemMessage(victim.id, "notice", {
      title: "Your plan",
      body: PRIVATE_TEXT,
    });
    return { notice: notice.id, systemMessage: message.id };
  },

  views: () => [
    { method: "GET", path: "notifications" },
    { method: "GET", path: "notifications/unread" },
    { path: "chat/messageManagement/count" },
  ],

  stored: (t, { victim }) =>
    t.db
      .select({ id: imSystemMessages.id, readAt: imSystemMessages.readAt })
      .from(imSystemMessages)
      .where(eq(imSystemMessages.userId, victim.id))
      .orderBy(asc(imSystemMessages.id)),

  refused: (_, { systemMessage }) => [
    // Opening a system message marks it read; deleting it removes it.
    { path: "chat/messageManagement/detail", body: { id: systemMessage }, refusal: "systemMessageNotFound" },
    { path: "chat/messageManagement/delete", body: { id: systemMessage }, refusal: "systemMessageNotFound" },
  ],

  // Marking read is of the caller's own notices: ids of others' are passed over.
  scoped: (_, { notice }) => [{ path: "notifications/read", body: { ids: [notice] } }],
};
