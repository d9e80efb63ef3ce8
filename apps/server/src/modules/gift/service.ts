import type { Gift, GiftDetail, GiftEffect, GiftEvent, GiftSendBody } from "@courtside/protocol";
import { giftSendBodySchema, localizedNamesSchema, ROOM_RANKING_SIZE } from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import { ttlCache } from "../../infra/ttl-cache.js";
import type { RealtimeService } from "../../realtime/service.js";
import { accounts, type WalletService } from "../wallet/service.js";
import * as repo from "./repo.js";

/** How long a node keeps the catalogue before reading it again. */
export const GIFT_CACHE_MS = 5_000;

interface Peers {
  wallet: WalletService;
  realtime: RealtimeService;
}

const toGift = (row: repo.GiftRow): Gift => ({
  id: row.id,
  names: localizedNamesSchema.parse(row),
  image: row.image,
  price: row.price,
  effect: row.effect as GiftEffect,
});

/** The gift catalogue, sending gifts in a room (viewer coins → anchor earnings) and what anchors received. */
export function createGiftService({ db, log }: Deps, { wallet, realtime }: Peers) {
  // Edited in the console: this node sees an edit at once, the others within the cache's time.
  const catalogue = ttlCache<Gift[]>(GIFT_CACHE_MS, 1);

  return {
    list(): Promise<Gift[]> {
      return catalogue.get("all", async () => (await repo.activeGifts(db)).map(toGift));
    },
    forget: () => catalogue.clear(),

    async send(senderId: number, input: GiftSendBody) {
      const body = giftSendBodySchema.parse(input);
      if (body.roomId === senderId) throw new AppError("giftToSelf");
      const gift = await repo.findGift(db, body.giftId);
      if (!gift) throw new AppError("giftNotFound", { status: 404 });
      if (!(await repo.roomExists(db, body.roomId))) throw new AppError("roomNotFound", { status: 404 });
      const value = gift.price * body.count;

      const outcome = await db.transaction(async (tx) => {
        const id = await repo.insertSend(tx, {
          senderId,
          anchorId: body.roomId,
          giftId: gift.id,
          count: body.count,
          unitPrice: gift.price,
          value,
          idempotencyKey: body.idempotencyKey,
        });
        if (id === undefined) return { id: undefined, coins: await wallet.lockPurse(tx, senderId) };
        const moved = await wallet.transfer(tx, {
          from: accounts.purse(senderId),
          to: accounts.earnings(body.roomId),
          amount: value,
          reason: "gift",
          reference: `gift:${id}`,
          key: `gift:${id}`,
          memo: { giftId: gift.id, count: body.count, anchorId: body.roomId },
        });
        return { id, coins: moved.fromBalance ?? 0 };
      });

      if (outcome.id === undefined) {
        // A retry: the first send stands if it was the same gift to the same room.
        const first = await repo.findSendByKey(db, senderId, body.idempotencyKey);
        if (!first || first.anchorId !== body.roomId || first.giftId !== gift.id || first.count !== body.count) {
          throw new AppError("idempotencyConflict", { status: 409 });
        }
        return { id: first.id, value: first.value, coins: outcome.coins };
      }

      const sender = await repo.userBrief(db, senderId);
      if (sender) {
        const event: GiftEvent = {
          giftId: gift.id,
          name: localizedNamesSchema.parse(gift),
          image: gift.image,
          count: body.count,
          sender,
          effect: gift.effect as GiftEffect,
          value,
        };
        await realtime.publish(`room:${body.roomId}`, "gift", event).catch((error: unknown) => {
          log.error({ err: error, room: body.roomId }, "gift event not published");
        });
      }
      return { id: outcome.id, value, coins: outcome.coins };
    },

    recentEarnings: (anchorId: number) => wallet.recentEarnings(anchorId),

    async received(anchorId: number, page: number, pageSize: number): Promise<GiftDetail> {
      const { rows, total } = await repo.receivedPage(db, anchorId, (page - 1) * pageSize, pageSize);
      const list = rows.map(({ send, gift, sender }) => ({
        id: send.id,
        at: send.createdAt.getTime(),
        sender,
        gift: { id: gift.id, names: localizedNamesSchema.parse(gift), image: gift.image },
        count: send.count,
        value: send.value,
      }));
      return { total, page, pageSize, list };
    },

    /** Coins each user gave the anchor in gifts (absent = 0): the `my_fans` contribution figure. */
    contributions: (anchorId: number, userIds: number[]) => repo.contributions(db, anchorId, userIds),
    /** The anchor's contributors, the largest first. */
    /** A room's top gift senders, ranked from 1, shown beside its chat. */
    async ranking(anchorId: number) {
      const rows = await repo.contributionRanking(db, anchorId, 0, ROOM_RANKING_SIZE);
      return rows.map((row, index) => ({ rank: index + 1, ...row }));
    },
  };
}
export type GiftService = ReturnType<typeof createGiftService>;
