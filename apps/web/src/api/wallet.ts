import { type WalletHistoryBody, walletHistorySchema, walletInfoSchema } from "@courtside/protocol";
import { post } from "./client";

/** Coins, coupons per tier and gift earnings of the signed-in user. */
export const fetchWalletInfo = (signal?: AbortSignal) => post("/wallet/info", {}, { schema: walletInfoSchema, signal });

/** The user's movements, newest first. */
export const fetchWalletHistory = (body: WalletHistoryBody, signal?: AbortSignal) =>
  post("/wallet/history", body, { schema: walletHistorySchema, signal });
