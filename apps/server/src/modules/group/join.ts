import { randomBytes } from "node:crypto";
import {
  type ErrorKey,
  GROUP_APPLICATION_STATUS,
  GROUP_JOIN_SOURCE,
  GROUP_ROLE,
  GROUP_STATE,
} from "@courtside/protocol";
import QRCode from "qrcode";
import { AppError } from "../../http/app-error.js";
import * as applicationRepo from "./application-repo.js";
import { actorIn, type GroupContext, requireAction } from "./context.js";
import * as linkRepo from "./link-repo.js";
import type { Membership } from "./membership.js";
import { presentApplication, presentLink, qrUrl, statusOf } from "./presenter.js";
import * as repo from "./repo.js";

const DAY_MS = 86_400_000;
/** A new link lasts this long unless its maker chooses otherwise. */
const DEFAULT_VALID_DAYS = 7;

/** Why a link does not work now, if it does not. */
function refusalOf(link: linkRepo.LinkRow | undefined): ErrorKey | undefined {
  if (!link || link.revokedAt || link.expiresAt.getTime() <= Date.now()) return "inviteExpired";
  if (link.maxUses !== null && link.uses >= link.maxUses) return "inviteUsedUp";
  return undefined;
}

/**
 * Invite links and their QR codes, and joining through them: at once when join verification is
 * off, else as an application with a reason for the owner and the admins who review.
 */
export function createJoin(ctx: GroupContext, membership: Membership) {
  const { db } = ctx;

  async function newLink(groupId: number, userId: number, validDays: number, maxUses: number | null) {
    return linkRepo.replaceLink(db, {
      code: randomBytes(12).toString("base64url"),
      groupId,
      createdBy: userId,
      expiresAt: new Date(Date.now() + validDays * DAY_MS),
      maxUses,
    });
  }

  /** A link that works now: the current one, or a new one (default validity) when it does not. */
  async function workingLink(groupId: number, userId: number) {
    const current = await linkRepo.currentLink(db, groupId);
    if (current && !refusalOf(current)) return current;
    return newLink(groupId, userId, DEFAULT_VALID_DAYS, null);
  }

  /** The link behind a code, refusing one that no longer works. */
  async function usableLink(code: string) {
    const link = await linkRepo.findLink(db, code);
    const refusal = refusalOf(link);
    if (refusal || !link) throw new AppError(refusal ?? "inviteExpired");
    const group = await repo.findGroup(db, link.groupId);
    if (!group) throw new AppError("groupNotFound");
    if (group.state === GROUP_STATE.dissolved) throw new AppError("groupGone");
    return { link, group };
  }

  async function standing(groupId: number, userId: number): Promise<"member" | "pending" | "none"> {
    const member = await repo.findMember(db, groupId, userId);
    if (member && !member.leftAt) return "member";
    const application = await applicationRepo.latestOf(db, groupId, userId);
    const pending =
      application && statusOf(application.status, application.createdAt) === GROUP_APPLICATION_STATUS.pending;
    return pending ? "pending" : "none";
  }

  return {
    /** A new invite link (the earlier ones stop working). */
    async generate(userId: number, body: { groupId: number; validDays: number; maxUses: number | null }) {
      const actor = await actorIn(ctx, body.groupId, userId);
      requireAction(actor, "inviteDirect");
      return presentLink(await newLink(body.groupId, userId, body.validDays, body.maxUses), ctx.publicUrl);
    },

    /** Changes the current link's validity (from now) or use limit; makes one if there is none. */
    async set(
      userId: number,
      body: { groupId: number; validDays?: number | undefined; maxUses?: number | null | undefined },
    ) {
      const actor = await actorIn(ctx, body.groupId, userId);
      requireAction(actor, "inviteDirect");
      const current = await linkRepo.currentLink(db, body.groupId);
      if (!current) {
        const made = await newLink(body.groupId, userId, body.validDays ?? DEFAULT_VALID_DAYS, body.maxUses ?? null);
        return presentLink(made, ctx.publicUrl);
      }
      const updated = await linkRepo.updateLink(db, current.code, {
        ...(body.validDays === undefined ? {} : { expiresAt: new Date(Date.now() + body.validDays * DAY_MS) }),
        ...(body.maxUses === undefined ? {} : { maxUses: body.maxUses }),
      });
      return presentLink(updated ?? current, ctx.publicUrl);
    },

    /** The QR code (a PNG) of the link that works now. */
    async qrCode(userId: number, groupId: number) {
      const actor = await actorIn(ctx, groupId, userId);
      requireAction(actor, "inviteDirect");
      const link = await workingLink(groupId, userId);
      const url = qrUrl(ctx.publicUrl, link.code);
      const png = await QRCode.toDataURL(url, { type: "image/png", margin: 2, width: 320 });
      return { png, url, link: presentLink(link, ctx.publicUrl) };
    },

    /** What a link's join page shows: the group's card and where I stand. */
    async codeInfo(userId: number, code: string) {
      const { link, group } = await usableLink(code);
      return { group, expiresAt: link.expiresAt.getTime(), status: await standing(group.id, userId) };
    },

    /**
     * Joins through a link: at once without join verification (the link's use is counted in the
     * same transaction, so a use limit holds), else files an application with the required reason.
     */
    async join(userId: number, body: { code: string; reason?: string | undefined; source: "link" | "qrCode" }) {
      const { link, group } = await usableLink(body.code);
      if ((await standing(group.id, userId)) === "member") {
        return { status: "member" as const, groupId: group.id, application: null };
      }
      const source = body.source === "qrCode" ? GROUP_JOIN_SOURCE.qrCode : GROUP_JOIN_SOURCE.link;
      if (!group.joinVerification) {
        const joined = await db.transaction(async (tx) => {
          if (!(await linkRepo.useLink(tx, link.code)))
            throw new AppError(refusalOf(await linkRepo.findLink(tx, link.code)) ?? "inviteExpired");
          const admitted = await membership.admit(
            tx,
            group.id,
            [{ userId, role: GROUP_ROLE.member, source, inviterId: link.createdBy }],
            link.createdBy,
          );
          if (admitted.overflow.length > 0) throw new AppError("groupFull");
          return admitted.joined;
        });
        await membership.announceJoined(group, null, joined, source);
        return { status: "joined" as const, groupId: group.id, application: null };
      }
      const reason = body.reason?.trim() ?? "";
      if (reason === "") throw new AppError("joinReasonRequired");
      const id = await db.transaction(async (tx) => {
        const locked = await repo.findGroup(tx, group.id, true);
        if (!locked || locked.memberCount >= locked.memberLimit) throw new AppError("groupFull");
        const saved = await applicationRepo.savePending(tx, {
          groupId: group.id,
          userId,
          inviterId: link.createdBy,
          source,
          reason,
        });
        if (saved.created && !(await linkRepo.useLink(tx, link.code))) {
          throw new AppError(refusalOf(await linkRepo.findLink(tx, link.code)) ?? "inviteExpired");
        }
        return saved.row.id;
      });
      await membership.notifyReviewers(group.id, [id]);
      const row = await applicationRepo.applicationById(db, id);
      return { status: "pending" as const, groupId: group.id, application: row ? presentApplication(row) : null };
    },

    /**
     * My standing with a group I am, was, or asked to be in: its card, and my membership or latest
     * application. Anyone else is told the group does not exist.
     */
    async joinInfo(userId: number, groupId: number) {
      const group = await repo.findGroup(db, groupId);
      if (!group) throw new AppError("groupNotFound");
      const member = await repo.findMember(db, groupId, userId);
      const application = await applicationRepo.latestOf(db, groupId, userId);
      if (!member && !application) throw new AppError("groupNotFound");
      const row = application ? await applicationRepo.applicationById(db, application.id) : undefined;
      const presented = row ? presentApplication(row) : null;
      const status = (() => {
        if (member && !member.leftAt) return "member" as const;
        if (presented?.status === GROUP_APPLICATION_STATUS.pending) return "pending" as const;
        if (presented?.status === GROUP_APPLICATION_STATUS.expired) return "expired" as const;
        if (presented?.status === GROUP_APPLICATION_STATUS.rejected) return "rejected" as const;
        return member ? ("left" as const) : ("none" as const);
      })();
      return { group, status, application: presented };
    },
  };
}
export type Join = ReturnType<typeof createJoin>;
