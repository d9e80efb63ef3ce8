import { FRIEND_SOURCE, type FriendSource, type SearchFriendResult, type UserCard } from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";
import { maskPhone } from "../user/presenter.js";
import { type FriendContext, type OnlineCounter, today } from "./context.js";
import { toFriendUser } from "./presenter.js";
import * as repo from "./repo.js";
import type { FriendStatusService } from "./status.js";

type SearchSource = 1 | 2 | 3 | 4;
interface Found {
  row: repo.PersonRow;
  source: FriendSource;
  phone: string | null;
}

const INT4_MAX = 2_147_483_647;

/** Without a chosen source: an email has @, a number is an ID or a phone (with + only a phone), else a username. */
function guess(q: string): SearchSource[] {
  if (q.includes("@")) return [FRIEND_SOURCE.email];
  if (/^\+\d+$/.test(q)) return [FRIEND_SOURCE.phone];
  if (/^\d+$/.test(q)) return [FRIEND_SOURCE.id, FRIEND_SOURCE.phone];
  return [FRIEND_SOURCE.username];
}

/**
 * Finding people: by ID, username, phone or email (exact matches only; phones shown masked), each
 * search counted against the daily allowance; by a signed QR code or shared card, uncounted, since
 * the person handed that code out themselves.
 */
export function createFriendSearch({ db, limits, cards }: FriendContext, status: FriendStatusService) {
  async function lookup(source: SearchSource, q: string): Promise<Found[]> {
    switch (source) {
      case FRIEND_SOURCE.id: {
        if (!/^\d{1,10}$/.test(q) || Number(q) > INT4_MAX) return [];
        return (await repo.findById(db, Number(q))).map((row) => ({ row, source, phone: null }));
      }
      case FRIEND_SOURCE.username:
        return (await repo.findByUsername(db, q)).map((row) => ({ row, source, phone: null }));
      case FRIEND_SOURCE.phone: {
        const digits = q.replace(/^\+/, "");
        if (!/^\d{5,20}$/.test(digits)) return [];
        return (await repo.findByPhone(db, digits)).map(({ phone, ...row }) => ({
          row,
          source,
          phone: phone ? maskPhone(phone) : null,
        }));
      }
      case FRIEND_SOURCE.email:
        return (await repo.findByEmail(db, q)).map((row) => ({ row, source, phone: null }));
    }
  }

  async function toCards(me: number, found: Found[], presence: OnlineCounter): Promise<UserCard[]> {
    const relations = new Map(
      (
        await repo.relations(
          db,
          me,
          found.map((item) => item.row.id),
        )
      ).map((row) => [row.id, row]),
    );
    const friendIds = found.map((item) => item.row.id).filter((id) => relations.get(id)?.isFriend);
    const presences = new Map((await status.friends(me, presence, friendIds)).map((item) => [item.id, item]));
    return found.map(({ row, source, phone }) => {
      const relation = relations.get(row.id);
      const friend = presences.get(row.id);
      return {
        ...toFriendUser(row),
        source,
        phone,
        isFriend: relation?.isFriend ?? false,
        remark: relation?.remark ?? "",
        applied: relation?.applied ?? false,
        blacklisted: relation?.blacklisted ?? false,
        presence: friend ? { online: friend.online, lastSeenAt: friend.lastSeenAt } : null,
      };
    });
  }

  return {
    async search(
      me: number,
      q: string,
      source: SearchSource | undefined,
      presence: OnlineCounter,
    ): Promise<SearchFriendResult> {
      const { searchDaily } = await limits();
      const used = await repo.bumpDaily(db, me, repo.DAILY.search, today(), searchDaily);
      if (used === undefined) throw new AppError("searchLimit");
      const found: Found[] = [];
      for (const each of source ? [source] : guess(q)) {
        for (const item of await lookup(each, q)) {
          if (!found.some((known) => known.row.id === item.row.id)) found.push(item);
        }
      }
      return { users: await toCards(me, found, presence), searchesLeft: Math.max(0, searchDaily - used) };
    },

    /** My card code, or a friend's (to share their card). */
    async cardCode(me: number, userId: number = me) {
      if (userId !== me && !(await repo.isFriend(db, me, userId))) throw new AppError("notYourFriend");
      return { userId, code: await cards.issue(userId) };
    },

    async resolveCard(me: number, code: string, source: FriendSource, presence: OnlineCounter): Promise<UserCard> {
      const userId = await cards.verify(code);
      if (userId === undefined) throw new AppError("cardInvalid");
      const [row] = await repo.findById(db, userId);
      if (!row) throw new AppError("userNotFound", { status: 404 });
      const [card] = await toCards(me, [{ row, source, phone: null }], presence);
      if (!card) throw new AppError("userNotFound", { status: 404 });
      return card;
    },
  };
}
