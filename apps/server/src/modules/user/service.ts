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
import { toUserInfo } from "./presenter.js";
import * as repo from "./repo.js";

type Register = z.output<typeof registerBodySchema>;
interface Phone {
  phone: string;
  areaCode: string;
}

export function createUserService({ db }: Deps, auth: AuthService, sms: SmsService, tasks: TaskService) {
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

  /** Codes may be sent only where the scene makes sense for the phone. */
  async function checkScene(scene: SmsScene, { phone, areaCode }: Phone, requester: AuthedUser | null) {
    const owner = await repo.findByPhone(db, areaCode, phone);
    if (scene === "register" && owner) throw new AppError("phoneRegistered");
    if ((scene === "login" || scene === "reset") && !owner) throw new AppError("phoneNotRegistered");
    if (scene === "bind" && owner && owner.id !== requester?.id) throw new AppError("phoneBoundToOther");
  }

  return {
    async register(body: Register, meta: ClientMeta, lang: Lang) {
      if (await repo.findByUsername(db, body.username)) throw new AppError("usernameExists");
      const phone = body.phone && body.areaCode ? { phone: body.phone, areaCode: body.areaCode } : undefined;
      if (phone) {
        if (await repo.findByPhone(db, phone.areaCode, phone.phone)) throw new AppError("phoneBoundToOther");
        await sms.verifyCode(smsTarget(phone.areaCode, phone.phone), "register", body.smsCode ?? "");
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
      if (!row) {
        await verifyDecoy(password);
        throw new AppError("usernameOrPasswordWrong");
      }
      if (!(await verifyPassword(row.passwordHash, password))) throw new AppError("usernameOrPasswordWrong");
      return signIn(row, meta);
    },

    async sendPhoneCode(body: Phone & { scene: SmsScene }, requester: AuthedUser | null, lang: Lang, ip: string) {
      await checkScene(body.scene, body, requester);
      return sms.sendCode(smsTarget(body.areaCode, body.phone), body.scene, lang, ip);
    },

    async phoneLogin(body: Phone & { code: string }, meta: ClientMeta) {
      const row = await repo.findByPhone(db, body.areaCode, body.phone);
      if (!row) throw new AppError("phoneNotRegistered");
      await sms.verifyCode(smsTarget(body.areaCode, body.phone), "login", body.code);
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

    async changePassword(user: AuthedUser, oldPassword: string, newPassword: string) {
      const row = await load(user.id);
      if (!(await verifyPassword(row.passwordHash, oldPassword))) throw new AppError("wrongLoginPassword");
      const passwordHash = await hashPassword(newPassword);
      // Every session ends, this one too: the caller continues with the new token.
      await repo.updateUser(db, row.id, { passwordHash });
      await auth.revokeAll(row.id);
      return { token: (await auth.issue(row.id, { deviceInfo: null, ip: "" })).token };
    },

    async resetPassword(codeToken: string, newPassword: string) {
      const phone = await sms.consumeCodeToken(codeToken, "reset");
      const row = await repo.findByPhone(db, phone.areaCode, phone.phone);
      if (!row) throw new AppError("phoneNotRegistered");
      await repo.updateUser(db, row.id, { passwordHash: await hashPassword(newPassword) });
      await auth.revokeAll(row.id);
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
      // An avatar must be a file uploaded here, never an arbitrary link.
      if (rest.avatar && !(await isOwnFile(rest.avatar))) throw new AppError("unsupportedFormat");
      const row = await repo.updateUser(db, user.id, { ...rest, ...(languageType ? { lang: languageType } : {}) });
      return toUserInfo(row);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
