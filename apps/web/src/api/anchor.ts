import {
  type addImageBodySchema,
  type addLiveCoverBodySchema,
  type addNoteBodySchema,
  anchorCardSchema,
  anchorColumnCountSchema,
  anchorDetailsSchema,
  anchorInformationSchema,
  type anchorListBodySchema,
  anchorNotePageSchema,
  anchorNoteSchema,
  anchorPageSchema,
  anchorPhotoPageSchema,
  anchorPhotoSchema,
  anchorScheduleSchema,
  type editLiveCoverBodySchema,
  fanPageSchema,
  followedAnchorPageSchema,
  followResultSchema,
  liveCoverPageSchema,
  liveCoverSchema,
  liveHistorySchema,
  recommendedUserSchema,
  zoneSwitchSchema,
} from "@courtside/protocol";
import { z } from "zod";
import { get, post } from "./client";

/** Anchor lists, the room page, follows, the anchor space and its management (spec section 7, Anchor). */

type Paging = { page: number; pageSize: number };
const done = z.null();

export type AnchorListBody = z.input<typeof anchorListBodySchema>;

export const fetchAnchorColumnCounts = (signal?: AbortSignal) =>
  post("/web_anchor/anchor_column_num", {}, { schema: anchorColumnCountSchema.array(), signal, silent: true });

export const fetchAnchorPage = (body: AnchorListBody, signal?: AbortSignal) =>
  post("/web_anchor/anchor_content_list", body, { schema: anchorPageSchema, signal });

/** Quiet: the room and space pages show "not found" or "try again" in place of the anchor. */
export const fetchAnchorDetails = (anchorId: number, signal?: AbortSignal) =>
  post("/web_anchor/anchor_details", { anchorId }, { schema: anchorDetailsSchema, signal, silent: true });

export const fetchAnchorInformation = (anchorId: number, signal?: AbortSignal) =>
  post("/web_anchor/anchor_information", { anchorId }, { schema: anchorInformationSchema, signal, silent: true });

export const fetchAnchorSchedule = (anchorId: number, signal?: AbortSignal) =>
  post("/web_anchor/anchor_schedule", { anchorId }, { schema: anchorScheduleSchema, signal });

export const fetchMatchRooms = (matchId: number, signal?: AbortSignal) =>
  post("/web_anchor/match_rooms", { matchId }, { schema: anchorCardSchema.array(), signal, silent: true });

export const fetchPhotos = (anchorId: number, paging: Paging, signal?: AbortSignal) =>
  post("/web_anchor/imageList", { anchorId, ...paging }, { schema: anchorPhotoPageSchema, signal });

export const fetchNotes = (anchorId: number, paging: Paging, signal?: AbortSignal) =>
  post("/web_anchor/noteList", { anchorId, ...paging }, { schema: anchorNotePageSchema, signal });

export const fetchLiveHistory = (anchorId: number, month: string, signal?: AbortSignal) =>
  post("/web_anchor/live_history", { anchorId, month }, { schema: liveHistorySchema, signal });

/** Flag 1 follows, 2 unfollows (the like/collection toggle of spec section 3). */
export const followAnchor = (anchorId: number, flag: 1 | 2) =>
  post("/web_anchor/anchor_follow", { anchorId, flag }, { schema: followResultSchema });

export const fetchMyFollows = (paging: Paging, signal?: AbortSignal) =>
  post("/web_my/my_follows", paging, { schema: followedAnchorPageSchema, signal });

export const fetchMyFans = (paging: Paging, signal?: AbortSignal) =>
  post("/web_my/my_fans", paging, { schema: fanPageSchema, signal });

export const fetchRecommendedUsers = (signal?: AbortSignal) =>
  post("/web_anchor/web_recommend_user", {}, { schema: recommendedUserSchema.array(), signal, silent: true });

export const fetchZoneSwitch = (signal?: AbortSignal) =>
  get("/web_anchor/getZoneSwitch", { schema: zoneSwitchSchema, signal, silent: true });

// the anchor's own space

export const addPhoto = (body: z.input<typeof addImageBodySchema>) =>
  post("/web_anchor/addImage", body, { schema: anchorPhotoSchema });

export const deletePhoto = (id: number) => post("/web_anchor/deleteImage", { id }, { schema: done });

export const addNote = (body: z.input<typeof addNoteBodySchema>) =>
  post("/web_anchor/addNote", body, { schema: anchorNoteSchema });

export const deleteNote = (id: number) => post("/web_anchor/deleteNote", { id }, { schema: done });

export const fetchLiveCovers = (paging: Paging, signal?: AbortSignal) =>
  post("/web_anchor/GetLiveCoverPage", paging, { schema: liveCoverPageSchema, signal });

export const addLiveCover = (body: z.input<typeof addLiveCoverBodySchema>) =>
  post("/web_anchor/AddLiveCover", body, { schema: liveCoverSchema });

export const editLiveCover = (body: z.input<typeof editLiveCoverBodySchema>) =>
  post("/web_anchor/EditLiveCover", body, { schema: liveCoverSchema });

export const deleteLiveCover = (id: number) => post("/web_anchor/DelLiveCoverPage", { id }, { schema: done });
