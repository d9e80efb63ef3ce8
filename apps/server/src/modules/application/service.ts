import type { AnchorApplication, AnchorApplyDetails, ErrorKey } from "@courtside/protocol";
import { ANCHOR_STATE, APPLICATION_STATUS, type anchorApplyBodySchema } from "@courtside/protocol";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import type { UploadService } from "../upload/service.js";
import * as repo from "./repo.js";

type ApplyBody = z.output<typeof anchorApplyBodySchema>;

/** Why a user may not file an application in each state; absent states may apply. */
const REFUSAL: Partial<Record<number, ErrorKey>> = {
  [ANCHOR_STATE.approved]: "alreadyAnchor",
  [ANCHOR_STATE.underReview]: "anchorUnderReview",
  [ANCHOR_STATE.banned]: "anchorBanned",
  [ANCHOR_STATE.permanentlyBanned]: "anchorPermanentlyBanned",
};

export function toApplication(row: repo.ApplicationRow): AnchorApplication {
  return {
    id: row.id,
    status: row.status,
    complete: row.realName !== "",
    realName: row.realName,
    areaCode: row.areaCode,
    contactPhone: row.contactPhone,
    sports: row.sports,
    introduction: row.introduction,
    sampleImages: row.sampleImages,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.getTime(),
    reviewedAt: row.reviewedAt?.getTime() ?? null,
  };
}

function isPendingConflict(error: unknown): boolean {
  const cause = error instanceof Error && "cause" in error ? error.cause : error;
  const record = typeof cause === "object" && cause !== null ? cause : {};
  return "code" in record && record.code === "23505";
}

/** Who reviewed what, and where the review's text goes: the contact phone, else the account's. */
export interface Reviewed {
  application: repo.ApplicationRow;
  userId: number;
  lang: string;
  nickname: string;
  smsTarget: { areaCode: string; phone: string } | null;
}

/**
 * Anchor applications (spec section 4): users apply, a super admin approves or rejects. The review
 * functions run inside the caller's transaction (the admin module adds its audit row there).
 */
export function createApplicationService({ db }: Deps, uploads: UploadService) {
  async function reviewIn(tx: Db, id: number, reviewerId: number, approve: boolean, reason: string | null) {
    const row = await repo.lockById(tx, id);
    if (!row) throw new AppError("notFound");
    if (row.status !== APPLICATION_STATUS.underReview) throw new AppError("applicationNotPending");
    const user = await repo.applicant(tx, row.userId);
    if (!user) throw new AppError("userNotFound");
    const status = approve ? APPLICATION_STATUS.approved : APPLICATION_STATUS.rejected;
    const application = await repo.review(tx, id, status, reviewerId, reason);
    // A user banned while the application waited stays banned; otherwise the state follows the review.
    if (user.anchorState === ANCHOR_STATE.underReview || user.anchorState === ANCHOR_STATE.notRegistered)
      await repo.setAnchorState(tx, row.userId, approve ? ANCHOR_STATE.approved : ANCHOR_STATE.rejected);
    const contact =
      row.areaCode && row.contactPhone
        ? { areaCode: row.areaCode, phone: row.contactPhone }
        : user.areaCode && user.phone
          ? { areaCode: user.areaCode, phone: user.phone }
          : null;
    return {
      application,
      userId: row.userId,
      lang: user.lang,
      nickname: user.nickname,
      smsTarget: contact,
    } satisfies Reviewed;
  }

  return {
    async apply(userId: number, body: ApplyBody): Promise<AnchorApplication> {
      for (const url of body.sampleImages) {
        // Sample images must be the applicant's own uploads, never links nor someone else's files.
        if (!(await uploads.isOwnFile(userId, url))) throw new AppError("imageNotUploaded");
      }
      const details: repo.ApplicationDetails = {
        realName: body.realName,
        areaCode: body.areaCode,
        contactPhone: body.contactPhone,
        sports: body.sports,
        introduction: body.introduction,
        sampleImages: body.sampleImages,
      };
      try {
        return await db.transaction(async (tx) => {
          const user = await repo.applicant(tx, userId);
          if (!user) throw new AppError("tokenInvalid");
          const pending = await repo.pendingOf(tx, userId);
          // An application filed at sign-up has no details yet: the applicant completes it once.
          if (pending && pending.realName === "") return toApplication(await repo.fillIn(tx, pending.id, details));
          const refusal = pending ? "anchorUnderReview" : REFUSAL[user.anchorState];
          if (refusal) throw new AppError(refusal);
          const row = await repo.insert(tx, userId, APPLICATION_STATUS.underReview, details);
          await repo.setAnchorState(tx, userId, ANCHOR_STATE.underReview);
          return toApplication(row);
        });
      } catch (error) {
        // Two submissions racing: the one-pending-per-user index lets only one in.
        if (isPendingConflict(error)) throw new AppError("anchorUnderReview");
        throw error;
      }
    },

    async details(userId: number): Promise<AnchorApplyDetails> {
      const [user, latest] = await Promise.all([repo.applicant(db, userId), repo.latestOf(db, userId)]);
      if (!user) throw new AppError("tokenInvalid");
      return { anchorState: user.anchorState, application: latest ? toApplication(latest) : null };
    },

    /** Approves a pending application in `tx`: application approved, user an approved anchor. */
    approveIn: (tx: Db, id: number, reviewerId: number) => reviewIn(tx, id, reviewerId, true, null),

    /** Rejects a pending application in `tx` with the reason the applicant will read. */
    rejectIn: (tx: Db, id: number, reviewerId: number, reason: string) => reviewIn(tx, id, reviewerId, false, reason),

    async page(status: number | undefined, page: number, pageSize: number) {
      const { rows, total } = await repo.page(db, status, (page - 1) * pageSize, pageSize);
      return {
        total,
        page,
        pageSize,
        list: rows.map((r) => ({
          ...toApplication(r.application),
          userId: r.application.userId,
          username: r.username,
          nickname: r.nickname,
          avatar: r.avatar,
          anchorState: r.anchorState,
          reviewedBy: r.reviewedBy,
        })),
      };
    },
  };
}
export type ApplicationService = ReturnType<typeof createApplicationService>;
