import {
  authResultSchema,
  type bindPhoneBodySchema,
  type changePasswordBodySchema,
  changePasswordResultSchema,
  checkUsernameSchema,
  type codeTokenBodySchema,
  codeTokenSchema,
  type passwordLoginBodySchema,
  type phoneCodeBodySchema,
  phoneCodeSchema,
  type phoneLoginBodySchema,
  type RegisterBody,
  registerResultSchema,
  type resetPasswordBodySchema,
  userInfoSchema,
} from "@courtside/protocol";
import { z } from "zod";
import { post } from "./client";

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
const nothing = z.null();

export const register = (body: RegisterBody, options?: CallOptions) =>
  post(`${USER}/web_user_reg`, body, { schema: registerResultSchema, ...options });

export const checkUsername = (username: string, options?: CallOptions) =>
  post(`${USER}/web_check_user_name`, { username }, { schema: checkUsernameSchema, ...options });

export const passwordLogin = (body: Body<typeof passwordLoginBodySchema>, options?: CallOptions) =>
  post(`${USER}/web_pwd_login`, body, { schema: authResultSchema, ...options });

export const sendPhoneCode = (body: Body<typeof phoneCodeBodySchema>, options?: CallOptions) =>
  post(`${USER}/web_get_phone_code`, body, { schema: phoneCodeSchema, ...options });

export const phoneLogin = (body: Body<typeof phoneLoginBodySchema>, options?: CallOptions) =>
  post(`${USER}/web_phone_login`, body, { schema: authResultSchema, ...options });

/** Verifies an SMS code and returns a one-use token for the next step (reset, bind). */
export const exchangeCode = (body: Body<typeof codeTokenBodySchema>, options?: CallOptions) =>
  post(`${USER}/code_token`, body, { schema: codeTokenSchema, ...options });

/** Checks the stored token; a stale one answers 2321 and the client signs out. */
export const fetchTokenInfo = (options?: CallOptions) =>
  post(`${USER}/web_token_info`, {}, { schema: userInfoSchema, ...options });

/** Answers a new token: the old one and every other session are revoked. */
export const changePassword = (body: Body<typeof changePasswordBodySchema>, options?: CallOptions) =>
  post(`${USER}/web_user_change_password`, body, { schema: changePasswordResultSchema, ...options });

export const resetPassword = (body: Body<typeof resetPasswordBodySchema>, options?: CallOptions) =>
  post(`${USER}/web_user_reset_password`, body, { schema: nothing, ...options });

export const bindPhone = (body: Body<typeof bindPhoneBodySchema>, options?: CallOptions) =>
  post(`${USER}/web_user_bind_phone`, body, { schema: userInfoSchema, ...options });

export const logout = (options?: CallOptions) => post(`${USER}/web_logout`, {}, { schema: nothing, ...options });
