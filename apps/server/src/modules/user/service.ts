import type { EditUserBody, Lang, SmsScene } from "@courtside/protocol";
import { ANCHOR_STATE, type registerBodySchema } from "@courtside/protocol";
import type { z } from "zod";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import type { AuthedUser, AuthService, ClientMeta } from "../auth/service.js";
import { USER_STATUS } from "../auth/service.js";
import type { SmsService } from "../sms/service.js";
import { smsTarget } from "../sms/service.js";
import type { TaskService } from "../task/service.js";
import { newAccount } from "./account.js";
import { hashPassword, verifyDecoy, verifyPassword } from "./password.js";
import { createPasswordGuard } from "./password-guard.js";
import { toUserInfo } from "./presenter.js";
import * as repo from "./repo.js";

type Register = z.output<typeof registerBodySchema>;
interface Phone {
  phone: string;
  areaCode: string;
}

export function createUserService({ db }: Deps, auth: AuthService, sms: SmsService, tasks: TaskService) {
  const passwords = createPasswordGuard(auth);

  async function load(id: number) {
    const row = await repo.findById(db, id);
    if (!row) throw new AppError("tokenInvalid");
    return row;
  }

  async function signIn(row: repo.UserRow, meta: ClientMeta) {
    if (row.status === USER_STATUS.loginForbidden) {
      // A permanently banned account hears so; any other bar is "login forbidden".
      const key = row.anchorState === ANCHOR_STATE.permanentlyBanned ? "anchorPermanentlyBanned" : "loginForbidden";
      throw new AppError(key, { status: 403 });
    }
    const { token } = await auth.issue(row.id, meta);
    return { token, userInfo: toUserInfo(row) };
  }

  /**
   * Whether a code for this scene goes out to the phone. Only sign-up says that a phone has an
   * account, as the spec's message asks (docs/security.md): sign-in and reset answer a phone
   * without one alike but text nothing, and a phone bound to someone else is named only when the
   * bind is made, after its code has shown that the caller holds that phone.
   */
  async function textsCode(scene: SmsScene, { phone, areaCode }: Phone, requester: AuthedUser | null) {
    if (scene === "bind") {
      if (!requester) throw new AppError("loginRequired");
      return true;
    }
    const owner = await repo.findByPhone(db, areaCode, phone);
    if (scene === "register" && owner) throw new AppError("phoneRegistered");
    return scene === "register" || Boolean(owner);
  }

  return {
    async register(body: Register, meta: ClientMeta, lang: Lang) {
      if (await repo.findByUsername(db, body.username)) throw new AppError("usernameExists");
      const phone = body.phone && body.areaCode ? { phone: body.phone, areaCode: body.areaCode } : undefined;
      if (phone) {
        // The code first: only the phone's holder learns that it is bound already.
        await sms.verifyCode(smsTarget(phone.areaCode, phone.phone), "register", body.smsCode ?? "");
        if (await repo.findByPhone(db, phone.areaCode, phone.phone)) throw new AppError("phoneBoundToOther");
      }
      const pendingReview = body.asAnchor === true;
      const account = await newAccount({
        username: body.username,
        password: body.password,
        lang,
        phone,
        pendingReview,
      });
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.insertUser(tx, account);
          if (pendingReview) await repo.insertAnchorApplication(tx, row.id, ANCHOR_STATE.underReview);
          await tasks.complete(row.id, "task_5", tx);
          const { token } = await auth.issue(row.id, meta, tx);
          return { token, userInfo: toUserInfo(row), pendingReview };
        });
      } catch (error) {
        // Two sign-ups racing for one name or phone: the unique index decides, with the same message.
        const which = repo.uniqueViolation(error);
        if (which === "username") throw new AppError("usernameExists");
        if (which === "phone") throw new AppError("phoneBoundToOther");
        throw error;
      }
    },

    async usernameAvailable(username: string) {
      return { available: !(await repo.findByUsername(db, username)) };
    },

    async passwordLogin(username: string, password: string, meta: ClientMeta) {
      const row = await repo.findByUsername(db, username);
      const attempt = await passwords.attempt(username, row?.id, meta.deviceInfo);
      if (!row) {
        await verifyDecoy(password);
        throw new AppError("usernameOrPasswordWrong");
      }
      if (!(await verifyPassword(row.passwordHash, password))) throw new AppError("usernameOrPasswordWrong");
      await passwords.succeeded(attempt);
      return signIn(row, meta);
    },

    async sendPhoneCode(body: Phone & { scene: SmsScene }, requester: AuthedUser | null, lang: Lang, ip: string) {
      const deliver = await textsCode(body.scene, body, requester);
      return sms.sendCode(smsTarget(body.areaCode, body.phone), body.scene, lang, ip, { deliver });
    },

    async phoneLogin(body: Phone & { code: string }, meta: ClientMeta) {
      // A phone without an account has no code to match, so it answers like a wrong code.
      await sms.verifyCode(smsTarget(body.areaCode, body.phone), "login", body.code);
      const row = await repo.findByPhone(db, body.areaCode, body.phone);
      if (!row) throw new AppError("smsCodeWrong");
      return signIn(row, meta);
    },

    async codeToken(body: Phone & { code: string; scene: SmsScene }) {
      await sms.verifyCode(smsTarget(body.areaCode, body.phone), body.scene, body.code);
      return sms.issueCodeToken({ areaCode: body.areaCode, phone: body.phone }, body.scene);
    },

    async tokenInfo(user: AuthedUser) {
      await auth.touch(user.sessionId);
      return toUserInfo(await load(user.id));
    },

    async changePassword(user: AuthedUser, oldPassword: string, newPassword: string, meta: ClientMeta) {
      const row = await load(user.id);
      // A stolen token must not make a password oracle either: the same count as sign-in.
      const attempt = await passwords.attempt(row.username, row.id, meta.deviceInfo);
      if (!(await verifyPassword(row.passwordHash, oldPassword))) throw new AppError("wrongLoginPassword");
      await passwords.succeeded(attempt);
      const passwordHash = await hashPassword(newPassword);
      // Every session ends, this one too: the caller continues with the new token.
      await repo.updateUser(db, row.id, { passwordHash });
      await auth.revokeAll(row.id);
      return { token: (await auth.issue(row.id, meta)).token };
    },

    async resetPassword(codeToken: string, newPassword: string) {
      const phone = await sms.consumeCodeToken(codeToken, "reset");
      const row = await repo.findByPhone(db, phone.areaCode, phone.phone);
      if (!row) throw new AppError("phoneNotRegistered");
      await repo.updateUser(db, row.id, { passwordHash: await hashPassword(newPassword) });
      await auth.revokeAll(row.id);
      await passwords.passwordReplaced(row.username);
    },

    async bindPhone(user: AuthedUser, codeToken: string) {
      const phone = await sms.consumeCodeToken(codeToken, "bind");
      try {
        return toUserInfo(await repo.updateUser(db, user.id, { phone: phone.phone, areaCode: phone.areaCode }));
      } catch (error) {
        if (repo.uniqueViolation(error) === "phone") throw new AppError("phoneBoundToOther");
        throw error;
      }
    },

    logout: (user: AuthedUser) => auth.logout(user.sessionId),

    profile: async (user: AuthedUser) => toUserInfo(await load(user.id)),

    /** Hot anchors for the home page. */
    hotAnchors: (limit = 10) => repo.approvedAnchors(db, limit),

    async editProfile(user: AuthedUser, changes: EditUserBody, isOwnFile: (url: string) => Promise<boolean>) {
      const { languageType, ...rest } = changes;
      // An avatar must be a file the user uploaded here, never a link nor someone else's file.
      if (rest.avatar && !(await isOwnFile(rest.avatar))) throw new AppError("imageNotUploaded");
      const row = await repo.updateUser(db, user.id, { ...rest, ...(languageType ? { lang: languageType } : {}) });
      return toUserInfo(row);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
