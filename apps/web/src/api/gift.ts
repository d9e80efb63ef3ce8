import type { GiftSendBody, giftSchema, giftSendResultSchema } from "@courtside/protocol";
import { type Data, get, post } from "./client";

/** The gift catalogue (spec section 7, `GET /gift/list`). */
export const fetchGifts = (signal?: AbortSignal) => get<Data<typeof giftSchema>[]>("/gift/list", { signal });

/** Sends gifts in a room; the key makes a retried send count once. */
export const sendGift = (body: GiftSendBody) => post<Data<typeof giftSendResultSchema>>("/gift/send", body);
