import type { homeMiddleSchema, homeTopSchema, hotAnchorSchema } from "@courtside/protocol";
import type { z } from "zod";
import { type Data, post } from "./client";

/** The home page's blocks (spec section 7, Home). */
export type HotAnchor = z.infer<typeof hotAnchorSchema>;

/** The most popular live match, or the next big match when none is live. */
export const fetchHomeTop = (signal?: AbortSignal) =>
  post<Data<typeof homeTopSchema>>("/web_home/home_details_top", {}, { signal });

/** Quiet: the block is left out when it cannot be loaded, the rest of the page does not depend on it. */
export const fetchHotAnchors = (signal?: AbortSignal) =>
  post<Data<typeof homeMiddleSchema>>("/web_home/home_details_middle", {}, { signal, silent: true });
