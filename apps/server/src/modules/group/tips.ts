import {
  GROUP_LIMITS,
  type GroupTipContent,
  type GroupTipPerson,
  IM_MESSAGE_TYPE,
  type ImMessage,
} from "@courtside/protocol";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { ImService } from "../im/service.js";
import * as repo from "./repo.js";

type TipFields = Omit<GroupTipContent, "kind" | "by" | "users">;

/**
 * Tells a group what happened (members told): a tip message in its conversation, stored and sent
 * like any message, so every member sees it in order with the chat. In a big group only the actor's
 * list is updated by notice; the others follow the conversation (see docs/im.md "Groups").
 */
export function createTips(db: Db, im: ImService, log: FastifyBaseLogger) {
  async function persons(ids: readonly number[]): Promise<Map<number, GroupTipPerson>> {
    const rows = await repo.people(db, ids);
    return new Map(rows.map((row) => [row.id, { id: row.id, nickname: row.nickname }]));
  }

  /**
   * Posts a tip in the name of `actorId` (null: the service, e.g. a mute that ran out; the tip is
   * then sent in the name of `senderId`). `inTx` runs in the tip's transaction with its seq.
   */
  async function post(
    group: { id: number; memberCount: number },
    tip: {
      kind: GroupTipContent["kind"];
      actorId: number | null;
      senderId?: number;
      users?: readonly number[];
    } & TipFields,
    inTx?: (seq: number, tx: Db) => Promise<void>,
  ): Promise<ImMessage> {
    const { kind, actorId, senderId, users = [], ...fields } = tip;
    const names = await persons([...(actorId === null ? [] : [actorId]), ...users]);
    const person = (id: number): GroupTipPerson => names.get(id) ?? { id, nickname: "" };
    const content: GroupTipContent = {
      kind,
      by: actorId === null ? null : person(actorId),
      users: users.map(person),
      ...fields,
    };
    const from = actorId ?? senderId ?? users[0];
    if (from === undefined) throw new Error(`group tip ${kind} without a sender`);
    const small = group.memberCount <= GROUP_LIMITS.smallGroupMax;
    return im.messages.post(
      group.id,
      from,
      { type: IM_MESSAGE_TYPE.groupTip, content },
      { tell: small ? "all" : [from], ...(inTx ? { inTx } : {}) },
    );
  }

  return {
    post,
    /** Posts a tip whose failure must not undo what already happened: it is logged instead. */
    async tell(...args: Parameters<typeof post>): Promise<void> {
      await post(...args).catch((error: unknown) =>
        log.error({ err: error, groupId: args[0].id, kind: args[1].kind }, "group tip not posted"),
      );
    },
  };
}
export type Tips = ReturnType<typeof createTips>;
