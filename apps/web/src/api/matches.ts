import {
  type bookBodySchema,
  bookingSchema,
  bookResultSchema,
  columnWithCountSchema,
  matchDetailSchema,
  type matchPageBodySchema,
  matchPageSchema,
} from "@courtside/protocol";
import type { z } from "zod";
import { post } from "./client";

/** Match library and booking calls (spec section 7, Matches). Visitors may call all but booking. */

export const fetchColumnsWithCount = (signal?: AbortSignal) =>
  post("/web_race/race_data_column_with_num", {}, { schema: columnWithCountSchema.array(), signal });

export type MatchPageBody = z.input<typeof matchPageBodySchema>;

export const fetchMatchPage = (body: MatchPageBody, signal?: AbortSignal) =>
  post("/web_race/race_data_content_list_page", body, { schema: matchPageSchema, signal });

/** Quiet: the detail pages show their own "not found" or "try again" in place of the match. */
export const fetchMatchDetail = (matchId: number, signal?: AbortSignal) =>
  post("/web_match/web_match_details", { matchId }, { schema: matchDetailSchema, signal, silent: true });

export type BookBody = z.input<typeof bookBodySchema>;

/**
 * Quiet, because codes 9002 (book this one instead?) and 9003 (the other booking type) are answered
 * with our own dialogs; the caller shows any other failure.
 */
export const bookMatch = (body: BookBody) =>
  post("/web_race/web_race_appoint", body, { schema: bookResultSchema, silent: true });

/** The caller's bookings: at most one, by the booking rule. */
export const fetchMyBookings = (signal?: AbortSignal) =>
  post("/web_race/race_data_appoint", {}, { schema: bookingSchema.array(), signal, silent: true });
