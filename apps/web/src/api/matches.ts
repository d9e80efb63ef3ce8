import type {
  bookBodySchema,
  bookingSchema,
  bookResultSchema,
  columnWithCountSchema,
  leagueOptionSchema,
  matchDetailSchema,
  matchListBodySchema,
  matchPageBodySchema,
  matchPageSchema,
  matchSchema,
} from "@courtside/protocol";
import type { z } from "zod";
import { type Data, post } from "./client";

/** Match library and booking calls (spec section 7, Matches). Visitors may call all but booking. */

export const fetchColumnsWithCount = (signal?: AbortSignal) =>
  post<Data<typeof columnWithCountSchema>[]>("/web_race/race_data_column_with_num", {}, { signal });

export type MatchPageBody = z.input<typeof matchPageBodySchema>;

export const fetchMatchPage = (body: MatchPageBody, signal?: AbortSignal) =>
  post<Data<typeof matchPageSchema>>("/web_race/race_data_content_list_page", body, { signal });

/** The league filter's choices: a column's leagues with matches around now. */
export const fetchLeagues = (columnId: number, signal?: AbortSignal) =>
  post<Data<typeof leagueOptionSchema>[]>("/web_race/race_data_leagues", { columnId }, { signal, silent: true });

/** Matches by sport, status and UTC day (`match_list`). */
export const fetchMatchList = (body: z.input<typeof matchListBodySchema>, signal?: AbortSignal) =>
  post<Data<typeof matchSchema>[]>("/web_race/match_list", body, { signal, silent: true });

/** Quiet: the detail pages show their own "not found" or "try again" in place of the match. */
export const fetchMatchDetail = (matchId: number, signal?: AbortSignal) =>
  post<Data<typeof matchDetailSchema>>("/web_match/web_match_details", { matchId }, { signal, silent: true });

export type BookBody = z.input<typeof bookBodySchema>;

/**
 * Quiet, because codes 9002 (book this one instead?) and 9003 (the other booking type) are answered
 * with our own dialogs; the caller shows any other failure.
 */
export const bookMatch = (body: BookBody) =>
  post<Data<typeof bookResultSchema>>("/web_race/web_race_appoint", body, { silent: true });

/** The caller's bookings: at most one, by the booking rule. */
export const fetchMyBookings = (signal?: AbortSignal) =>
  post<Data<typeof bookingSchema>[]>("/web_race/race_data_appoint", {}, { signal, silent: true });

/** The caller's own schedule (an anchor's appointments), soonest first. */
export const fetchMySchedule = (signal?: AbortSignal) =>
  post<Data<typeof matchSchema>[]>("/manage/race/app_anchor_race_list", {}, { signal });

/** Puts a match on the caller's schedule, or takes it off; quiet, the schedule card says what went wrong. */
export const appointMatch = (matchId: number, cancel = false) =>
  post<Data<typeof matchSchema> | undefined>("/web_anchor/anchorMatch", { matchId, cancel }, { silent: true });
