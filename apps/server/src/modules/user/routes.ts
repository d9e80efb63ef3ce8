import {
  authResultSchema,
  bindPhoneBodySchema,
  changePasswordBodySchema,
  changePasswordResultSchema,
  checkUsernameBodySchema,
  checkUsernameSchema,
  codeTokenBodySchema,
  codeTokenSchema,
  envelope,
  passwordLoginBodySchema,
  phoneCodeBodySchema,
  phoneCodeSchema,
  phoneLoginBodySchema,
  registerBodySchema,
  registerResultSchema,
  resetPasswordBodySchema,
  userInfoSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { clientMeta, currentUser } from "../auth/plugin.js";

const tags = ["user"];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The user area of spec section 7, under `/web/web_user/`. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.user;
  const limits = app.config.authLimits;
  const perClient = (max: number, timeWindow: number) => ({ rateLimit: { max, timeWindow } });

  app.post(
    "/web_user/web_user_reg",
    {
      config: perClient(limits.registerPerHour, HOUR),
      schema: {
        tags,
        summary: "Register; files an anchor application too with asAnchor",
        body: registerBodySchema,
        response: { 200: envelope(registerResultSchema) },
      },
    },
    async (req) => ok(await users.register(req.body, clientMeta(req), req.lang)),
  );

  app.post(
    "/web_user/web_check_user_name",
    {
      schema: {
        tags,
        summary: "Is a username free?",
        body: checkUsernameBodySchema,
        response: { 200: envelope(checkUsernameSchema) },
      },
    },
    async (req) => ok(await users.usernameAvailable(req.body.username)),
  );

  app.post(
    "/web_user/web_pwd_login",
    {
      config: perClient(limits.loginPerMinute, MINUTE),
      schema: {
        tags,
        summary: "Sign in with username and password",
        body: passwordLoginBodySchema,
        response: { 200: envelope(authResultSchema) },
      },
    },
    async (req) => ok(await users.passwordLogin(req.body.username, req.body.password, clientMeta(req))),
  );

  app.post(
    "/web_user/web_get_phone_code",
    {
      // Signed-in callers (binding a phone) are recognised, others may ask too.
      preHandler: async (req) => {
        if (req.headers.authorization) await app.requireUser(req);
      },
      config: perClient(limits.codePerHour, HOUR),
      schema: {
        tags,
        summary: "Send an SMS code (scene: login, register, reset, bind)",
        body: phoneCodeBodySchema,
        response: { 200: envelope(phoneCodeSchema) },
      },
    },
    async (req) => ok(await users.sendPhoneCode(req.body, req.user, req.lang, req.ip)),
  );

  app.post(
    "/web_user/web_phone_login",
    {
      config: perClient(limits.loginPerMinute, MINUTE),
      schema: {
        tags,
        summary: "Sign in with phone and SMS code",
        body: phoneLoginBodySchema,
        response: { 200: envelope(authResultSchema) },
      },
    },
    async (req) => ok(await users.phoneLogin(req.body, clientMeta(req))),
  );

  app.post(
    "/web_user/code_token",
    {
      config: perClient(limits.loginPerMinute, MINUTE),
      schema: {
        tags,
        summary: "Verify an SMS code and get a one-use token for the next step",
        body: codeTokenBodySchema,
        response: { 200: envelope(codeTokenSchema) },
      },
    },
    async (req) => ok(await users.codeToken(req.body)),
  );

  app.post(
    "/web_user/web_token_info",
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "Check the token and get the user", response: { 200: envelope(userInfoSchema) } },
    },
    async (req) => ok(await users.tokenInfo(currentUser(req))),
  );

  app.post(
    "/web_user/web_user_change_password",
    {
      preHandler: app.requireUser,
      config: perClient(limits.loginPerMinute, MINUTE),
      schema: {
        tags,
        summary: "Change password; every session ends and a new token is returned",
        body: changePasswordBodySchema,
        response: { 200: envelope(changePasswordResultSchema) },
      },
    },
    async (req) =>
      ok(await users.changePassword(currentUser(req), req.body.oldPassword, req.body.newPassword, clientMeta(req))),
  );

  app.post(
    "/web_user/web_user_reset_password",
    {
      config: perClient(limits.loginPerMinute, MINUTE),
      schema: {
        tags,
        summary: "Set a new password with a code token of scene reset",
        body: resetPasswordBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await users.resetPassword(req.body.codeToken, req.body.newPassword);
      return ok(null);
    },
  );

  app.post(
    "/web_user/web_user_bind_phone",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Bind the phone of a code token of scene bind",
        body: bindPhoneBodySchema,
        response: { 200: envelope(userInfoSchema) },
      },
    },
    async (req) => ok(await users.bindPhone(currentUser(req), req.body.codeToken)),
  );

  app.post(
    "/web_user/web_logout",
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "End this session", response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await users.logout(currentUser(req));
      return ok(null);
    },
  );
};
