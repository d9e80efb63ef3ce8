import { homeMiddleSchema, homeTopSchema, type hotAnchorSchema } from "@courtside/protocol";
import type { z } from "zod";
import { post } from "./client";

/** The home page's blocks (spec section 7, Home). */
const topSchema = homeTopSchema;
const hotAnchorsSchema = homeMiddleSchema;
export type HotAnchor = z.infer<typeof hotAnchorSchema>;

/** The most popular live match, or the next big match when none is live. */
export const fetchHomeTop = (signal?: AbortSignal) =>
  post("/web_home/home_details_top", {}, { schema: topSchema, signal });

/** Quiet: the block is left out when it cannot be loaded, the rest of the page does not depend on it. */
export const fetchHotAnchors = (signal?: AbortSignal) =>
  post("/web_home/home_details_middle", {}, { schema: hotAnchorsSchema, signal, silent: true });
