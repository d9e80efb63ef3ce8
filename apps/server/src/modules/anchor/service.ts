import type { AnchorCard, CoverRegion, Lang } from "@courtside/protocol";
import { ANCHOR_SPACE_LIMITS, COVER_REGIONS, LIKE_FLAG } from "@courtside/protocol";
import { eq, ne } from "drizzle-orm";
import { rooms } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import { assignDemoRooms, DEMO_ROOMS_JOB } from "../../seed/demo-anchors.js";
import type { CatalogService } from "../catalog/service.js";
import type { TaskService } from "../task/service.js";
import { createHistory } from "./history.js";
import { toCard, toCover, toNote, toPhoto } from "./presenter.js";
import { provincesOf } from "./region.js";
import * as repo from "./repo.js";

type Paging = { page: number; pageSize: number };
/** Anchors the site search lists at most. */
const SEARCH_ANCHORS_MAX = 8;
type ListBody = Paging & { columnId: number; tab: "all" | "hot" };
/** Whether `url` is a file `userId` uploaded here. */
type IsOwnFile = (userId: number, url: string) => Promise<boolean>;

const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;
const pageOf = <T>(paging: Paging, total: number, list: T[]) => ({
  total,
  page: paging.page,
  pageSize: paging.pageSize,
  list,
});

/** Anchor lists, the room page, the anchor space (photo wall, updates, covers), follows and live history. */
export function createAnchorService(deps: Deps, catalog: CatalogService, tasks: TaskService) {
  const { db, scheduler } = deps;
  const history = createHistory(deps);
  scheduler.register(DEMO_ROOMS_JOB, async () => ({ rerunAt: await assignDemoRooms(db, new Date()) }));

  async function columnFilter(columnId: number): Promise<number | null> {
    if (columnId === 0) return null;
    if (!(await catalog.columns("anchor")).some((c) => c.id === columnId)) throw new AppError("notFound");
    return columnId;
  }

  async function requireListed(anchorId: number) {
    const row = await repo.details(db, anchorId, null);
    if (!row) throw new AppError("anchorNotFound", { status: 404 });
    return row;
  }

  async function assertOwnFiles(anchorId: number, urls: string[], isOwnFile: IsOwnFile) {
    for (const url of urls) if (!(await isOwnFile(anchorId, url))) throw new AppError("imageNotUploaded");
  }

  return {
    history,

    async columnCounts() {
      const [columns, counts] = await Promise.all([catalog.columns("anchor"), repo.liveCountsByColumn(db)]);
      const byColumn = new Map(counts.map((c) => [c.columnId, c.n]));
      const all = counts.reduce((sum, c) => sum + c.n, 0);
      return columns.map((column) => ({ ...column, count: column.id === 0 ? all : (byColumn.get(column.id) ?? 0) }));
    },

    async list(body: ListBody, region: CoverRegion | null, order: repo.CardOrder) {
      const columnId = await columnFilter(body.columnId);
      const { rows, total } = await repo.cardPage(
        db,
        { columnId, liveOnly: body.tab === "hot" },
        order,
        region,
        offsetOf(body),
        body.pageSize,
      );
      return pageOf(body, total, rows.map(toCard));
    },

    /** Anchors to feature: live ones first, then the most followed; not the viewer's own room. */
    async recommend(region: CoverRegion | null, viewerId?: number): Promise<AnchorCard[]> {
      const exclude = viewerId === undefined ? undefined : ne(rooms.anchorId, viewerId);
      const rows = await repo.recommended(db, exclude, region, 8);
      return rows.map(toCard);
    },

    /** Anchors the user does not follow yet, to follow from the personal centre. */
    async recommendUsers(userId: number) {
      const rows = await repo.recommended(db, repo.notFollowedBy(userId), null, 10);
      return rows.map((row) => ({
        id: row.id,
        nickname: row.nickname,
        avatar: row.avatar,
        followers: row.followers,
        live: row.live,
      }));
    },

    async details(anchorId: number, region: CoverRegion | null, viewerId?: number) {
      const row = await repo.details(db, anchorId, region);
      if (!row) throw new AppError("anchorNotFound", { status: 404 });
      const followed = viewerId === undefined ? false : await repo.isFollowing(db, viewerId, anchorId);
      return {
        ...toCard(row),
        announcement: row.announcement,
        intro: row.intro,
        liveStartedAt: row.live ? (row.liveStartedAt?.getTime() ?? null) : null,
        flvUrl: `/live/${anchorId}.flv`,
        hlsUrl: `/live/${anchorId}/index.m3u8`,
        followers: row.followers,
        followed,
      };
    },

    async information(anchorId: number) {
      const row = await requireListed(anchorId);
      const [photos, notes] = await Promise.all([repo.photoCount(db, anchorId), repo.noteCount(db, anchorId)]);
      return {
        id: row.id,
        nickname: row.nickname,
        avatar: row.avatar,
        gender: row.gender,
        province: row.province,
        city: row.city,
        intro: row.userIntro,
        roomName: row.roomName,
        roomIntro: row.intro,
        columnId: row.columnId,
        followers: row.followers,
        photos,
        notes,
        since: row.roomCreatedAt.getTime(),
      };
    },

    requireListed,

    /** The site search's share: anchors by nickname, their rooms by name and title, live first. */
    async search(terms: readonly string[], region: CoverRegion | null) {
      return (await repo.cardsNamed(db, terms, region, SEARCH_ANCHORS_MAX)).map(toCard);
    },

    /** The rooms covering a match, the ones nearest the viewer (language, then region) first among the live. */
    async matchRooms(matchId: number, region: CoverRegion | null, lang: Lang) {
      const order = repo.nearestFirst(lang, region ? provincesOf(region) : []);
      return (await repo.cardsWhere(db, eq(rooms.matchId, matchId), region, 50, order)).map(toCard);
    },

    // follows

    async follow(userId: number, anchorId: number, flag: number) {
      if (userId === anchorId) throw new AppError("cannotFollowSelf");
      if (flag === LIKE_FLAG.liked) {
        await requireListed(anchorId);
        await db.transaction(async (tx) => {
          if (await repo.follow(tx, userId, anchorId)) await tasks.complete(userId, "task_9", tx);
        });
      } else {
        await repo.unfollow(db, userId, anchorId);
      }
      return {
        flag: flag === LIKE_FLAG.liked ? LIKE_FLAG.liked : LIKE_FLAG.notLiked,
        followers: await repo.followers(db, anchorId),
      };
    },

    async myFollows(userId: number, region: CoverRegion | null, paging: Paging) {
      const { rows, total } = await repo.followedPage(db, userId, region, offsetOf(paging), paging.pageSize);
      return pageOf(
        paging,
        total,
        rows.map((row) => ({ ...toCard(row), followedAt: row.followedAt.getTime() })),
      );
    },

    async fans(anchorId: number, paging: Paging) {
      const { rows, total } = await repo.fanPage(db, anchorId, offsetOf(paging), paging.pageSize);
      return pageOf(
        paging,
        total,
        rows.map((row) => ({ ...row, followedAt: row.followedAt.getTime() })),
      );
    },

    // photo wall

    async photos(anchorId: number, paging: Paging) {
      const { rows, total } = await repo.photoPage(db, anchorId, offsetOf(paging), paging.pageSize);
      return pageOf(paging, total, rows.map(toPhoto));
    },

    async addPhoto(anchorId: number, body: { url: string; description: string }, isOwnFile: IsOwnFile) {
      await assertOwnFiles(anchorId, [body.url], isOwnFile);
      const row = await db.transaction(async (tx) => {
        // One anchor's additions queue behind each other, so the wall never passes its limit.
        await repo.lockAnchor(tx, anchorId);
        if ((await repo.photoCount(tx, anchorId)) >= ANCHOR_SPACE_LIMITS.photoWallMax)
          throw new AppError("photoWallFull");
        return repo.insertPhoto(tx, { anchorId, url: body.url, description: body.description });
      });
      return toPhoto(row);
    },

    async deletePhoto(anchorId: number, id: number) {
      if (!(await repo.deletePhoto(db, anchorId, id))) throw new AppError("photoNotFound", { status: 404 });
    },

    // updates

    async notes(anchorId: number, paging: Paging) {
      const { rows, total } = await repo.notePage(db, anchorId, offsetOf(paging), paging.pageSize);
      return pageOf(paging, total, rows.map(toNote));
    },

    async addNote(anchorId: number, body: { content: string; images: string[] }, isOwnFile: IsOwnFile) {
      await assertOwnFiles(anchorId, body.images, isOwnFile);
      return toNote(await repo.insertNote(db, { anchorId, content: body.content, images: body.images }));
    },

    async deleteNote(anchorId: number, id: number) {
      if (!(await repo.deleteNote(db, anchorId, id))) throw new AppError("noteNotFound", { status: 404 });
    },

    // regional covers

    async covers(anchorId: number, paging: Paging) {
      const { rows, total } = await repo.coverPage(db, anchorId, offsetOf(paging), paging.pageSize);
      return pageOf(paging, total, rows.map(toCover));
    },

    async addCover(anchorId: number, body: { region: string; image: string; shown: boolean }, isOwnFile: IsOwnFile) {
      await assertOwnFiles(anchorId, [body.image], isOwnFile);
      try {
        return toCover(await repo.insertCover(db, { anchorId, ...body }));
      } catch (error) {
        if (repo.isUniqueViolation(error)) throw new AppError("coverRegionTaken");
        throw error;
      }
    },

    async editCover(
      anchorId: number,
      body: { id: number; region?: string | undefined; image?: string | undefined; shown?: boolean | undefined },
      isOwnFile: IsOwnFile,
    ) {
      const { id, ...changes } = body;
      const current = await repo.findCover(db, anchorId, id);
      if (!current) throw new AppError("coverNotFound", { status: 404 });
      if (changes.image !== undefined && changes.image !== current.image)
        await assertOwnFiles(anchorId, [changes.image], isOwnFile);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      try {
        const row = await repo.updateCover(db, anchorId, id, defined);
        if (!row) throw new AppError("coverNotFound", { status: 404 });
        return toCover(row);
      } catch (error) {
        if (repo.isUniqueViolation(error)) throw new AppError("coverRegionTaken");
        throw error;
      }
    },

    async deleteCover(anchorId: number, id: number) {
      if (!(await repo.deleteCover(db, anchorId, id))) throw new AppError("coverNotFound", { status: 404 });
    },

    /** Regional covers are always on here; the viewer's region decides which one they see. */
    zoneSwitch(region: CoverRegion | null) {
      return { open: true, region, regions: [...COVER_REGIONS] };
    },
  };
}
export type AnchorService = ReturnType<typeof createAnchorService>;
