import type {
  authResultSchema,
  bindPhoneBodySchema,
  changePasswordBodySchema,
  changePasswordResultSchema,
  checkUsernameSchema,
  codeTokenBodySchema,
  codeTokenSchema,
  passwordLoginBodySchema,
  phoneCodeBodySchema,
  phoneCodeSchema,
  phoneLoginBodySchema,
  RegisterBody,
  registerResultSchema,
  resetPasswordBodySchema,
  userInfoSchema,
} from "@courtside/protocol";
import type { z } from "zod";
import { type Data, post } from "./client";

/**
 * Account calls (spec section 7, user area). Form submissions pass `silent` so the form can put a
 * failure next to its field instead of (or as well as) a message at the top of the page.
 */

type Body<S extends z.ZodType> = z.input<S>;
interface CallOptions {
  silent?: boolean;
  signal?: AbortSignal;
}

const USER = "/web_user";
export const register = (body: RegisterBody, options?: CallOptions) =>
  post<Data<typeof registerResultSchema>>(`${USER}/web_user_reg`, body, options);

export const checkUsername = (username: string, options?: CallOptions) =>
  post<Data<typeof checkUsernameSchema>>(`${USER}/web_check_user_name`, { username }, options);

export const passwordLogin = (body: Body<typeof passwordLoginBodySchema>, options?: CallOptions) =>
  post<Data<typeof authResultSchema>>(`${USER}/web_pwd_login`, body, options);

export const sendPhoneCode = (body: Body<typeof phoneCodeBodySchema>, options?: CallOptions) =>
  post<Data<typeof phoneCodeSchema>>(`${USER}/web_get_phone_code`, body, options);

export const phoneLogin = (body: Body<typeof phoneLoginBodySchema>, options?: CallOptions) =>
  post<Data<typeof authResultSchema>>(`${USER}/web_phone_login`, body, options);

/** Verifies an SMS code and returns a one-use token for the next step (reset, bind). */
export const exchangeCode = (body: Body<typeof codeTokenBodySchema>, options?: CallOptions) =>
  post<Data<typeof codeTokenSchema>>(`${USER}/code_token`, body, options);

/** Checks the stored token; a stale one answers 2321 and the client signs out. */
export const fetchTokenInfo = (options?: CallOptions) =>
  post<Data<typeof userInfoSchema>>(`${USER}/web_token_info`, {}, options);

/** Answers a new token: the old one and every other session are revoked. */
export const changePassword = (body: Body<typeof changePasswordBodySchema>, options?: CallOptions) =>
  post<Data<typeof changePasswordResultSchema>>(`${USER}/web_user_change_password`, body, options);

export const resetPassword = (body: Body<typeof resetPasswordBodySchema>, options?: CallOptions) =>
  post<null>(`${USER}/web_user_reset_password`, body, options);

export const bindPhone = (body: Body<typeof bindPhoneBodySchema>, options?: CallOptions) =>
  post<Data<typeof userInfoSchema>>(`${USER}/web_user_bind_phone`, body, options);

/** Ends the session of `token` (the app drops its own first, so it is given here). */
export const logout = (token: string, options?: CallOptions) =>
  post<null>(`${USER}/web_logout`, {}, { ...options, headers: { Authorization: token } });
