import type { WalletHistoryBody, walletHistorySchema, walletInfoSchema } from "@courtside/protocol";
import { type Data, post } from "./client";

/** Coins, coupons per tier and gift earnings of the signed-in user. */
export const fetchWalletInfo = (signal?: AbortSignal) =>
  post<Data<typeof walletInfoSchema>>("/wallet/info", {}, { signal });

/** The user's movements, newest first. */
export const fetchWalletHistory = (body: WalletHistoryBody, signal?: AbortSignal) =>
  post<Data<typeof walletHistorySchema>>("/wallet/history", body, { signal });
