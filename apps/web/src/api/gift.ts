import { type GiftSendBody, giftSchema, giftSendResultSchema } from "@courtside/protocol";
import { z } from "zod";
import { get, post } from "./client";

/** The gift catalogue (spec section 7, `GET /gift/list`). */
export const fetchGifts = (signal?: AbortSignal) => get("/gift/list", { schema: z.array(giftSchema), signal });

/** Sends gifts in a room; the key makes a retried send count once. */
export const sendGift = (body: GiftSendBody) => post("/gift/send", body, { schema: giftSendResultSchema });
