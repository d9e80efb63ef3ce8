import type { AnchorCard, AnchorNote, AnchorPhoto, LiveCover } from "@courtside/protocol";
import type { anchorImages, anchorNotes, liveCovers } from "../../db/schema/index.js";
import { jpegBeside } from "../live/presenter.js";
import type { CardRow } from "./repo.js";

/** A room for the lists: the viewer's regional cover wins over the room's own cover. */
export function toCard(row: CardRow): AnchorCard {
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    roomName: row.roomName,
    title: row.title,
    cover: row.regionalCover ?? row.roomCover,
    columnId: row.columnId,
    live: row.live,
    liveThumb: row.live && row.liveThumb ? { webp: row.liveThumb, jpeg: jpegBeside(row.liveThumb) } : null,
    popularity: row.popularity,
    matchId: row.matchId,
  };
}

export const toPhoto = (row: typeof anchorImages.$inferSelect): AnchorPhoto => ({
  id: row.id,
  url: row.url,
  description: row.description,
  createdAt: row.createdAt.getTime(),
});

export const toNote = (row: typeof anchorNotes.$inferSelect): AnchorNote => ({
  id: row.id,
  content: row.content,
  images: row.images,
  createdAt: row.createdAt.getTime(),
});

export const toCover = (row: typeof liveCovers.$inferSelect): LiveCover => ({
  id: row.id,
  region: row.region,
  image: row.image,
  shown: row.shown,
  createdAt: row.createdAt.getTime(),
});
