import { unlink } from "node:fs/promises";
import { basename, join } from "node:path";
import {
  ANCHOR_STATE,
  type LiveEvent,
  MATCH_STATUS,
  PUSH_TYPE,
  pushText,
  type Replay,
  type ReplayPage,
  type RoomSettingsUpdateBody,
} from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { NotificationService } from "../notification/service.js";
import type { UploadService } from "../upload/service.js";
import { newLiveCode } from "./live-code.js";
import { type AddressConfig, jpegBeside, type MediaFacts, toLiveSign, toReplay, toSettings } from "./presenter.js";
import * as repo from "./repo.js";

export type { MediaFacts } from "./presenter.js";

/** Match states a room can no longer stream. */
const MATCH_OVER: ReadonlySet<number> = new Set([MATCH_STATUS.ended, MATCH_STATUS.abandoned]);

/** Replays a finished match lists at most. */
const MATCH_REPLAYS_MAX = 20;

/** A room went live (`live`) or offline; `sessionId` is the broadcast's live session. */
export interface LiveChange {
  anchorId: number;
  live: boolean;
  sessionId: number;
  /** The match a broadcast that starts is streaming, if any. */
  matchId: number | null;
}

const NO_MEDIA: MediaFacts = { hls: false, rtmpPort: () => 0, viewers: () => 0, allViewers: () => [] };

/**
 * Live rooms: one per approved anchor, its settings, live code and live state, the live sessions
 * of its broadcasts and their replays. The media layer reports pushes here; everything a push
 * changes (room state, session rows, the `live` event, followers' notices) is decided here.
 */
export function createLiveService(
  { db, config, log }: Deps,
  notification: Pick<NotificationService, "notify">,
  realtime: Pick<RealtimeService, "publish">,
  files: Pick<UploadService, "putGenerated" | "removeGenerated">,
) {
  const changeListeners: ((change: LiveChange) => void)[] = [];
  const codeResetListeners: ((anchorId: number) => void)[] = [];
  let media: MediaFacts = { ...NO_MEDIA, rtmpPort: () => config.media.rtmpPort };
  const recordingsDir = join(config.dataDir, "recordings");
  const addresses: AddressConfig = { ...config.media, publicUrl: config.publicUrl };

  /** Deletes a still's two files. */
  async function removeStill(webp: string) {
    await Promise.all([files.removeGenerated(webp), files.removeGenerated(jpegBeside(webp))]).catch((error: unknown) =>
      log.warn({ err: error, still: webp }, "old live thumbnail not deleted"),
    );
  }

  async function room(anchorId: number) {
    const row = await repo.findRoom(db, anchorId);
    if (!row) throw new AppError("roomNotFound", { status: 404 });
    return row;
  }

  /** A room streams a match that exists and is live or still to come. */
  async function streamable(matchId: number) {
    const status = await repo.matchStatus(db, matchId);
    if (status === undefined) throw new AppError("matchNotFound", { status: 404 });
    if (MATCH_OVER.has(status)) throw new AppError("matchOver");
  }

  /** The anchor's own room, created on first use (an anchor approved before rooms existed has none). */
  async function ownRoom(anchorId: number) {
    await repo.insertRoom(db, anchorId, newLiveCode(), "");
    return room(anchorId);
  }

  function changed(change: LiveChange) {
    for (const listener of changeListeners) {
      try {
        listener(change);
      } catch (error) {
        log.error({ err: error, change }, "live change listener failed");
      }
    }
    const event: LiveEvent = {
      anchorId: change.anchorId,
      live: change.live,
      sessionId: change.sessionId,
      at: Date.now(),
    };
    void realtime.publish(`room:${change.anchorId}`, "live", event).catch((error: unknown) => {
      log.error({ err: error, anchorId: change.anchorId }, "live event not published");
    });
  }

  async function notifyFollowers(anchorId: number, sessionId: number, title: string) {
    const [followers, anchor] = await Promise.all([repo.followerIds(db, anchorId), repo.anchorProfile(db, anchorId)]);
    if (followers.length === 0 || !anchor) return;
    await notification.notify(followers, {
      type: PUSH_TYPE.anchorLive,
      dedupeKey: `live:${sessionId}`,
      data: { type: PUSH_TYPE.anchorLive, bookAnchor: { id: anchorId, name: anchor.nickname, imgUrl: anchor.avatar } },
      text: (lang) => ({
        title: pushText(lang, "anchorLiveTitle", { name: anchor.nickname }),
        body: title || pushText(lang, "anchorLiveBody"),
      }),
    });
  }

  /** Deletes the oldest recordings of an anchor beyond the configured number of replays. */
  async function pruneReplays(anchorId: number) {
    const old = await repo.replaysBeyond(db, anchorId, config.media.replaysPerAnchor);
    if (old.length === 0) return;
    await repo.dropRecordings(
      db,
      old.map((row) => row.id),
    );
    for (const row of old) {
      if (row.recording) await unlink(join(recordingsDir, basename(row.recording))).catch(() => undefined);
    }
  }

  return {
    /** Gives an approved anchor a room (idempotent). */
    async ensureRoom(anchorId: number, roomName = "", tx: Db = db) {
      await repo.insertRoom(tx, anchorId, newLiveCode(), roomName);
    },

    /** Set by the media layer: HLS availability, the RTMP port and viewer counts of this node. */
    attachMedia(facts: MediaFacts) {
      media = facts;
    },

    /** Listens to rooms going live and offline (on this node's pushes). */
    onLiveChange(listener: (change: LiveChange) => void) {
      changeListeners.push(listener);
    },

    /** Listens to live-code resets: a push made with the old code must stop. */
    onLiveCodeReset(listener: (anchorId: number) => void) {
      codeResetListeners.push(listener);
    },

    /** FLV and HLS viewers of a room on this node. */
    viewerCount: (anchorId: number) => media.viewers(anchorId),
    /** Rooms whose video is watched on this node, with their viewers (reported to the other nodes). */
    streamViewers: () => media.allViewers(),

    async settings(anchorId: number) {
      return toSettings(await ownRoom(anchorId), addresses, media);
    },

    async updateSettings(
      anchorId: number,
      changes: RoomSettingsUpdateBody,
      isOwnFile: (url: string) => Promise<boolean>,
    ) {
      await ownRoom(anchorId);
      // A cover must be a file uploaded here, never an arbitrary link.
      if (changes.cover && !(await isOwnFile(changes.cover))) throw new AppError("imageNotUploaded");
      if (changes.matchId != null) await streamable(changes.matchId);
      const row = await repo.updateRoom(db, anchorId, changes);
      if (!row) throw new AppError("roomNotFound", { status: 404 });
      return toSettings(row, addresses, media);
    },

    /** A new live code; the old one stops working at once, including for a push already running. */
    async resetLiveCode(anchorId: number) {
      await ownRoom(anchorId);
      const row = await repo.updateRoom(db, anchorId, { liveCode: newLiveCode() });
      if (!row) throw new AppError("roomNotFound", { status: 404 });
      for (const listener of codeResetListeners) listener(anchorId);
      return toSettings(row, addresses, media);
    },

    /** A room's live state; `own` creates the caller's room when missing. */
    async liveSign(anchorId: number, own = false) {
      const row = own ? await ownRoom(anchorId) : await room(anchorId);
      const session = row.live ? await repo.openSession(db, anchorId) : undefined;
      return toLiveSign(row, session, addresses, media);
    },

    async replays(anchorId: number, page = 1, pageSize = 10): Promise<ReplayPage> {
      const { rows, total } = await repo.replayPage(db, anchorId, (page - 1) * pageSize, pageSize);
      const base = config.media.playUrl ?? "";
      return { total, page, pageSize, list: rows.map((row) => toReplay(row, base)) };
    },

    /** The replays of the rooms that covered a match (a finished match offers them). */
    async matchReplays(matchId: number): Promise<Replay[]> {
      const base = config.media.playUrl ?? "";
      return (await repo.matchReplays(db, matchId, MATCH_REPLAYS_MAX)).map((row) => toReplay(row, base));
    },

    /** The room a push may publish to: the live code must be the room's current one, its anchor approved. */
    async authorizePush(liveCode: string, roomId?: number): Promise<number | null> {
      if (!liveCode) return null;
      const row = await repo.findByLiveCode(db, liveCode);
      if (!row || row.liveCode !== liveCode) return null;
      if (roomId !== undefined && row.anchorId !== roomId) return null;
      if (row.anchorState !== ANCHOR_STATE.approved || row.status !== 0) return null;
      return row.anchorId;
    },

    /** A push was accepted: the room is live and a session starts; followers hear of it. */
    async startSession(anchorId: number) {
      const at = new Date();
      const session = await db.transaction(async (tx) => {
        await repo.closeOpenSessions(tx, at, anchorId);
        const row = await repo.findRoom(tx, anchorId);
        if (!row) throw new AppError("roomNotFound", { status: 404 });
        await repo.setLive(tx, anchorId, true, at);
        return repo.insertSession(tx, row, at);
      });
      changed({ anchorId, live: true, sessionId: session.id, matchId: session.matchId });
      void notifyFollowers(anchorId, session.id, session.title).catch((error: unknown) => {
        log.error({ err: error, anchorId }, "followers not notified");
      });
      return { sessionId: session.id, startedAt: at };
    },

    /** The push ended: the room is offline and its session closed. */
    async endSession(anchorId: number, sessionId: number) {
      const at = new Date();
      const still = await db.transaction(async (tx) => {
        await repo.endSession(tx, sessionId, at);
        // A newer session (the anchor reconnected elsewhere) keeps the room live.
        if (await repo.openSession(tx, anchorId)) return null;
        await repo.setLive(tx, anchorId, false, at);
        return repo.clearThumb(tx, anchorId);
      });
      changed({ anchorId, live: false, sessionId, matchId: null });
      if (still) await removeStill(still);
    },

    /**
     * A new still of a running broadcast: stored (WebP, and a JPEG beside it for browsers without
     * WebP) under a name never reused, then made the room's live cover; the one it replaces goes.
     */
    async saveStill(anchorId: number, sessionId: number, still: { webp: Buffer; jpeg: Buffer }) {
      const base = `live/${anchorId}/${sessionId}-${Date.now()}`;
      const [webp] = await Promise.all([
        files.putGenerated(`${base}.webp`, still.webp, "image/webp"),
        files.putGenerated(`${base}.jpg`, still.jpeg, "image/jpeg"),
      ]);
      const swapped = await repo.swapThumb(db, anchorId, sessionId, webp);
      if (swapped === undefined) await removeStill(webp);
      else if (swapped.previous) await removeStill(swapped.previous);
    },

    /** A session's recording is complete: it becomes a replay. */
    async attachRecording(anchorId: number, sessionId: number, file: string, seconds: number) {
      await repo.setRecording(db, sessionId, basename(file), seconds);
      await pruneReplays(anchorId);
    },

    /** On a single node's start: nothing can be live yet, so rooms and sessions left live by a crash end. */
    async resetLiveState() {
      const at = new Date();
      const closed = await repo.closeOpenSessions(db, at);
      await repo.markAllOffline(db, at);
      return closed.length;
    },

    /** The rooms demo broadcasters push to. */
    demoRooms: (limit: number) => repo.broadcastableRooms(db, ANCHOR_STATE.approved, limit),
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
