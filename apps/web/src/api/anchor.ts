import type {
  addImageBodySchema,
  addLiveCoverBodySchema,
  addNoteBodySchema,
  anchorCardSchema,
  anchorColumnCountSchema,
  anchorDetailsSchema,
  anchorInformationSchema,
  anchorListBodySchema,
  anchorNotePageSchema,
  anchorNoteSchema,
  anchorPageSchema,
  anchorPhotoPageSchema,
  anchorPhotoSchema,
  anchorScheduleSchema,
  editLiveCoverBodySchema,
  fanPageSchema,
  followedAnchorPageSchema,
  followResultSchema,
  liveCoverPageSchema,
  liveCoverSchema,
  liveHistorySchema,
  recommendedUserSchema,
  roomRankingSchema,
  zoneSwitchSchema,
} from "@courtside/protocol";
import type { z } from "zod";
import { type Data, get, post } from "./client";

/** Anchor lists, the room page, follows, the anchor space and its management (spec section 7, Anchor). */

type Paging = { page: number; pageSize: number };
export type AnchorListBody = z.input<typeof anchorListBodySchema>;

export const fetchAnchorColumnCounts = (signal?: AbortSignal) =>
  post<Data<typeof anchorColumnCountSchema>[]>("/web_anchor/anchor_column_num", {}, { signal, silent: true });

export const fetchAnchorPage = (body: AnchorListBody, signal?: AbortSignal) =>
  post<Data<typeof anchorPageSchema>>("/web_anchor/anchor_content_list", body, { signal });

/** Quiet: the room and space pages show "not found" or "try again" in place of the anchor. */
export const fetchAnchorDetails = (anchorId: number, signal?: AbortSignal) =>
  post<Data<typeof anchorDetailsSchema>>("/web_anchor/anchor_details", { anchorId }, { signal, silent: true });

export const fetchAnchorInformation = (anchorId: number, signal?: AbortSignal) =>
  post<Data<typeof anchorInformationSchema>>("/web_anchor/anchor_information", { anchorId }, { signal, silent: true });

export const fetchAnchorSchedule = (anchorId: number, signal?: AbortSignal) =>
  post<Data<typeof anchorScheduleSchema>>("/web_anchor/anchor_schedule", { anchorId }, { signal });

/** A room's top gift senders; quiet, the panel simply stays as it was. */
export const fetchRoomRanking = (anchorId: number, signal?: AbortSignal) =>
  post<Data<typeof roomRankingSchema>>("/web_anchor/room_ranking", { anchorId }, { signal, silent: true });

export const fetchMatchRooms = (matchId: number, signal?: AbortSignal) =>
  post<Data<typeof anchorCardSchema>[]>("/web_anchor/match_rooms", { matchId }, { signal, silent: true });

export const fetchPhotos = (anchorId: number, paging: Paging, signal?: AbortSignal) =>
  post<Data<typeof anchorPhotoPageSchema>>("/web_anchor/imageList", { anchorId, ...paging }, { signal });

export const fetchNotes = (anchorId: number, paging: Paging, signal?: AbortSignal) =>
  post<Data<typeof anchorNotePageSchema>>("/web_anchor/noteList", { anchorId, ...paging }, { signal });

export const fetchLiveHistory = (anchorId: number, month: string, signal?: AbortSignal) =>
  post<Data<typeof liveHistorySchema>>("/web_anchor/live_history", { anchorId, month }, { signal });

/** Flag 1 follows, 2 unfollows (the like/collection toggle of spec section 3). */
export const followAnchor = (anchorId: number, flag: 1 | 2) =>
  post<Data<typeof followResultSchema>>("/web_anchor/anchor_follow", { anchorId, flag });

export const fetchMyFollows = (paging: Paging, signal?: AbortSignal) =>
  post<Data<typeof followedAnchorPageSchema>>("/web_my/my_follows", paging, { signal });

export const fetchMyFans = (paging: Paging, signal?: AbortSignal) =>
  post<Data<typeof fanPageSchema>>("/web_my/my_fans", paging, { signal });

export const fetchRecommendedUsers = (signal?: AbortSignal) =>
  post<Data<typeof recommendedUserSchema>[]>("/web_anchor/web_recommend_user", {}, { signal, silent: true });

export const fetchZoneSwitch = (signal?: AbortSignal) =>
  get<Data<typeof zoneSwitchSchema>>("/web_anchor/getZoneSwitch", { signal, silent: true });

// the anchor's own space

export const addPhoto = (body: z.input<typeof addImageBodySchema>) =>
  post<Data<typeof anchorPhotoSchema>>("/web_anchor/addImage", body);

export const deletePhoto = (id: number) => post<null>("/web_anchor/deleteImage", { id });

export const addNote = (body: z.input<typeof addNoteBodySchema>) =>
  post<Data<typeof anchorNoteSchema>>("/web_anchor/addNote", body);

export const deleteNote = (id: number) => post<null>("/web_anchor/deleteNote", { id });

export const fetchLiveCovers = (paging: Paging, signal?: AbortSignal) =>
  post<Data<typeof liveCoverPageSchema>>("/web_anchor/GetLiveCoverPage", paging, { signal });

export const addLiveCover = (body: z.input<typeof addLiveCoverBodySchema>) =>
  post<Data<typeof liveCoverSchema>>("/web_anchor/AddLiveCover", body);

export const editLiveCover = (body: z.input<typeof editLiveCoverBodySchema>) =>
  post<Data<typeof liveCoverSchema>>("/web_anchor/EditLiveCover", body);

export const deleteLiveCover = (id: number) => post<null>("/web_anchor/DelLiveCoverPage", { id });
